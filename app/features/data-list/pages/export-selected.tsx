import { Button, Group, Stack, Text } from '@mantine/core';
import type { RowSelectionState } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
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
 * /import-export/export-selected: the data-list products with a checkbox each; the ticked ones
 * (kept across pages and searches) go into the file, in the list's order (docs/product.md, the
 * data screens). Export waits, saying why, until one is ticked.
 */
export default function ExportSelectedScreen() {
  const { t } = useTranslation('export');
  const products = useDataListProducts();
  const [ticked, setTicked] = useState<RowSelectionState>({});
  const selected = useMemo(
    () => (products.data ?? []).filter((product) => ticked[String(product.id)]),
    [products.data, ticked],
  );
  const selection = useMemo(() => ({ value: ticked, onChange: setTicked }), [ticked]);
  const count = selected.length;

  return (
    <Stack gap="lg" data-testid="export-selected-screen">
      <Text c="dimmed" size="sm">
        {t('intro.selected')}
      </Text>
      <ExportForm
        products={selected}
        blockedReason={count === 0 ? t('blocked.none-ticked') : undefined}
      />
      <Group gap="sm">
        <Text size="sm" fw={500} data-testid="export-selected-count" data-count={count}>
          {t('selection.count', { count })}
        </Text>
        {count > 0 && (
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={() => setTicked({})}
            data-testid="export-clear-selection"
          >
            {t('selection.clear')}
          </Button>
        )}
      </Group>
      <ExportTable selection={selection} />
    </Stack>
  );
}
