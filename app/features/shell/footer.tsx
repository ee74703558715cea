import { ActionIcon, Text } from '@mantine/core';
import { IconArrowUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './dashboard.module.css';
import { brand } from '../../brand';

export function Footer() {
  const { t } = useTranslation('common');
  return (
    <footer className={classes.footer} data-testid="dashboard-footer">
      <Text size="sm" c="dimmed">
        {t('footer.copyright', { year: new Date().getFullYear(), name: brand.name })}
      </Text>
      <ActionIcon
        variant="light"
        aria-label={t('footer.to-top')}
        onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      >
        <IconArrowUp size={18} aria-hidden />
      </ActionIcon>
    </footer>
  );
}
