import { Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PageEntry } from '../../pages';
import { Breadcrumb } from './breadcrumb';
import classes from './dashboard.module.css';

/** The screen's title and breadcrumb (docs/product.md section 2), above every dashboard screen. */
export function PageHeader({ page }: { page: PageEntry }) {
  const { t } = useTranslation('pages');
  return (
    <div className={classes.pageHeader}>
      <Title order={1} size="h3" fw={600} className={classes.pageTitle} data-testid="page-title">
        {t(page.titleKey)}
      </Title>
      {page.breadcrumb && <Breadcrumb entries={page.breadcrumb} />}
    </div>
  );
}
