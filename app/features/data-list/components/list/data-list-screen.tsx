import {
  Alert,
  Button,
  Card,
  Divider,
  Group,
  Loader,
  Pagination,
  Stack,
  Text,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataListProduct } from '../../../../../api/modules/data-list/contract';
import { API_ERRORS_NS, apiErrorMessage } from '../../../../lib/http/api-error-message';
import { useDataListProducts } from '../../api/get-products';
import { ConfirmDelete, type DeleteTarget } from './confirm-delete';
import { ListToolbar, type DataListView } from './list-toolbar';
import { ProductPanel } from './product-panel';
import { ProductTable } from './product-table';
import { ProductThumbs } from './product-thumbs';
import { SelectionActions } from './selection-actions';
import { useListView } from './use-list-view';

/**
 * The data list (docs/product.md sections 2.4, 3.6 and 7.4): the products as a table (list view)
 * or as cards with their pictures (thumbnail view), one toolbar and one state for both: search,
 * sort, rows per page and page in the URL, a selection to delete or export, and the side panel
 * to add or edit a product.
 */
export function DataListScreen({ view }: { view: DataListView }) {
  const { t } = useTranslation(['data-list', API_ERRORS_NS]);
  const products = useDataListProducts();
  const list = useListView(products.data);
  // the panel keeps its product while it closes (its title does not change on the way out)
  const [panel, setPanel] = useState<{ opened: boolean; product?: DataListProduct }>({
    opened: false,
  });
  const [deleting, setDeleting] = useState<DeleteTarget>();
  const { page } = list;
  // a phone's pages fit on one line: the current one beside the first and the last
  const phone = useMediaQuery('(max-width: 35.99em)');

  const loading = products.isPending ? (
    <Group justify="center" p="lg">
      <Loader size="sm" role="status" aria-label={t('list.loading')} />
    </Group>
  ) : null;
  const handlers = {
    onEdit: (product: DataListProduct) => setPanel({ opened: true, product }),
    onDelete: (product: DataListProduct) => setDeleting({ kind: 'one', product }),
  };

  return (
    <Stack gap="lg" data-testid="data-list-screen" data-view={view}>
      <Card withBorder radius="md" padding="lg">
        <ListToolbar view={view} list={list} onAdd={() => setPanel({ opened: true })} />
      </Card>

      <Card withBorder radius="md" padding={0}>
        <Group justify="space-between" px="md" py="sm" gap="sm">
          <SelectionActions
            selected={list.selected}
            onDelete={() => setDeleting({ kind: 'selection', products: list.selected })}
          />
          <Text size="sm" c="dimmed" aria-live="polite" data-testid="data-list-caption">
            {products.isPending
              ? t('list.loading')
              : page.total === 0
                ? t('list.caption-none')
                : t('list.caption', { first: page.first, last: page.last, total: page.total })}
          </Text>
        </Group>
        <Divider />
        {products.isError ? (
          <Alert color="red" m="lg" role="alert" data-testid="data-list-error">
            {apiErrorMessage(t, products.error)}
            <Button
              variant="light"
              size="compact-sm"
              ml="sm"
              onClick={() => void products.refetch()}
            >
              {t('list.retry')}
            </Button>
          </Alert>
        ) : view === 'list' ? (
          <ProductTable list={list} loading={loading} {...handlers} />
        ) : (
          <ProductThumbs list={list} loading={loading} {...handlers} />
        )}
        <Divider />
        <Group justify={phone ? 'center' : 'flex-end'} p="md">
          <Pagination
            total={page.pages}
            value={page.page}
            onChange={(value) => list.change({ page: value })}
            getControlProps={(control) => ({ 'aria-label': t(`list.page-${control}`) })}
            getItemProps={(value) => ({ 'aria-label': t('list.page-n', { page: value }) })}
            siblings={phone ? 0 : 1}
            boundaries={1}
            size={phone ? 'sm' : 'md'}
            data-testid="data-list-pages"
          />
        </Group>
      </Card>

      <ProductPanel
        product={panel.product}
        opened={panel.opened}
        onClose={() => setPanel((current) => ({ ...current, opened: false }))}
        onSaved={(_id, isNew) => {
          if (isNew) list.showNewest();
        }}
      />
      <ConfirmDelete
        target={deleting}
        onClose={() => setDeleting(undefined)}
        onDeleted={list.unselect}
      />
    </Stack>
  );
}
