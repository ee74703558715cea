import { Pagination, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePaginationLabels } from './labels';

const SIZES = ['xs', 'sm', 'md', 'lg'] as const;

/** From xs to lg; every control is named for screen readers, the current page is aria-current. */
export default function PaginationSizes() {
  const { t } = useTranslation('component-pagination');
  const labels = usePaginationLabels();
  return (
    <Stack gap="md">
      {SIZES.map((size) => (
        <nav key={size} aria-label={t('sizes.label', { size })}>
          <Pagination total={8} size={size} defaultValue={2} siblings={0} {...labels} />
        </nav>
      ))}
    </Stack>
  );
}
