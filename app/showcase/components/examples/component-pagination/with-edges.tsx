import { Pagination } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePaginationLabels } from './labels';

/** Buttons to the first and the last page, for a long list: 48 pages of container movements. */
export default function PaginationWithEdges() {
  const { t } = useTranslation('component-pagination');
  const labels = usePaginationLabels();
  return (
    <nav aria-label={t('with-edges.label')}>
      <Pagination total={48} defaultValue={12} withEdges siblings={1} boundaries={1} {...labels} />
    </nav>
  );
}
