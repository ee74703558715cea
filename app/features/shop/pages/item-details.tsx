import { Alert, Button, Card, Grid, Skeleton, Stack, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams, type ClientLoaderFunctionArgs } from 'react-router';
import { API_ERRORS_NS, apiErrorMessage } from '../../../lib/http/api-error-message';
import { prefetchWhenSignedIn } from '../../../lib/session/prefetch';
import { basketQueryOptions } from '../api/get-basket';
import { isProductMissing, productIdOf, productQueryOptions, useProduct } from '../api/get-product';
import { ProductNotFound } from '../components/item/product-not-found';
import { ProductDetails } from '../components/item/product-details';
import { ProductCard } from '../components/product-card';
import classes from '../components/item/item.module.css';

/** The product and the basket are asked for while the screen's code loads (signed in only). */
export function clientLoader({ params }: ClientLoaderFunctionArgs) {
  const objectID = productIdOf(params.itemId);
  if (objectID !== null) prefetchWhenSignedIn(productQueryOptions(objectID), basketQueryOptions());
  return null;
}

function Loading() {
  return (
    <Card withBorder radius="md" padding="lg" data-testid="item-loading" aria-busy>
      <Grid>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Skeleton height={320} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack>
            <Skeleton height={28} width="70%" />
            <Skeleton height={16} width="30%" />
            <Skeleton height={32} width="25%" />
            <Skeleton height={80} />
          </Stack>
        </Grid.Col>
      </Grid>
    </Card>
  );
}

function ItemView({ objectID }: { objectID: number }) {
  const { t } = useTranslation(['shop-item', API_ERRORS_NS]);
  const read = useProduct(objectID);
  if (read.isPending) return <Loading />;
  if (read.isError) {
    if (isProductMissing(read.error)) return <ProductNotFound />;
    return (
      <Alert
        color="red"
        icon={<IconAlertTriangle aria-hidden />}
        title={t('loadFailed')}
        data-testid="item-error"
      >
        {apiErrorMessage(t, read.error)}
        <Button variant="light" color="red" size="xs" mt="sm" onClick={() => void read.refetch()}>
          {t('retry')}
        </Button>
      </Alert>
    );
  }
  const { product, related } = read.data;
  return (
    <>
      <Card
        withBorder
        radius="md"
        padding="lg"
        component="article"
        aria-labelledby="item-name-title"
        data-testid="item-product"
        data-object-id={product.objectID}
      >
        <ProductDetails product={product} />
      </Card>
      {related.length > 0 && (
        <section aria-labelledby="item-related-title" data-testid="item-related">
          <Title order={2} size="h4" mb="sm" id="item-related-title">
            {t('related')}
          </Title>
          <div className={classes.related}>
            {related.map((other) => (
              <ProductCard key={other.objectID} product={other} layout="grid" />
            ))}
          </div>
        </section>
      )}
    </>
  );
}

/** /apps/eCommerce/item/:itemId: one product of the shop, or "not found" with the way back. */
export default function ItemDetailsScreen() {
  const { itemId } = useParams();
  const objectID = productIdOf(itemId);
  return (
    <Stack gap="lg" data-testid="item-screen" data-item-id={itemId}>
      {objectID === null ? <ProductNotFound /> : <ItemView key={objectID} objectID={objectID} />}
    </Stack>
  );
}
