import { Alert, Button, Center, Loader, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { API_ERRORS_NS, apiErrorMessage } from '../../../lib/http/api-error-message';
import { prefetchWhenSignedIn } from '../../../lib/session/prefetch';
import { dataListProductsQueryOptions, useDataListProducts } from '../api/get-products';
import { TableExamples } from '../components/table-examples/table-examples';

/** The products are asked for while the screen's code loads (only for a signed-in person). */
export function clientLoader() {
  prefetchWhenSignedIn(dataListProductsQueryOptions());
  return null;
}

/**
 * /ui-elements/table (docs/product.md section 2.4): the template's table patterns on the data
 * list's products, each a titled card: simple, striped, state colours, expandable rows, filter,
 * pagination, selection and sorting (TanStack Table where the table keeps state).
 */
export default function TableScreen() {
  const { t } = useTranslation(['tables', API_ERRORS_NS]);
  const products = useDataListProducts();
  return (
    <Stack gap="lg" data-testid="table-screen">
      {products.isPending ? (
        <Center p="xl">
          <Loader role="status" aria-label={t('loading')} />
        </Center>
      ) : products.isError ? (
        <Alert color="red" role="alert" data-testid="tables-error">
          {apiErrorMessage(t, products.error)}
          <Button variant="light" size="compact-sm" ml="sm" onClick={() => void products.refetch()}>
            {t('retry')}
          </Button>
        </Alert>
      ) : (
        <TableExamples products={products.data} />
      )}
    </Stack>
  );
}
