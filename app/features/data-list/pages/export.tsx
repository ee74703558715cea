import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { prefetchWhenSignedIn } from '../../../lib/session/prefetch';
import { dataListProductsQueryOptions, useDataListProducts } from '../api/get-products';
import { ExportForm } from '../components/export/export-form';
import { ExportTable } from '../components/export/export-table';

/** The products are asked for while the screen's code loads (only for a signed-in person). */
export function clientLoader() {
  prefetchWhenSignedIn(dataListProductsQueryOptions());
  return null;
}

/**
 * /import-export/export: every data-list product, shown in a table with search and paging, goes
 * into one file (xlsx, csv or txt) written in a Web Worker and downloaded
 * (docs/product.md, the data screens).
 */
export default function ExportScreen() {
  const { t } = useTranslation('export');
  const products = useDataListProducts();
  const all = products.data ?? [];
  return (
    <Stack gap="lg" data-testid="export-screen">
      <Text c="dimmed" size="sm">
        {t('intro.all')}
      </Text>
      <ExportForm
        products={all}
        blockedReason={products.isPending ? t('blocked.loading') : undefined}
      />
      <ExportTable />
    </Stack>
  );
}
