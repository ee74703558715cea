import { Button, Card, Grid, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconFilterOff, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { PortalShipmentListQuery } from '../../../../api/modules/portal/contract';
import { shipmentSorts } from '../../../../api/modules/shipments/contract';
import { ListPager, ListResults, pageRange } from '../../../components/list-results';
import { roleAllows, getAuthState } from '../../../lib/session/auth-state';
import { prefetchWhenSignedIn } from '../../../lib/session/prefetch';
import { portalCompanyQueryOptions, usePortalCompany } from '../api/get-portal-company';
import { portalShipmentsQueryOptions, usePortalShipments } from '../api/get-portal-shipments';
import {
  PortalFailure,
  PortalLoading,
  PortalState,
  StaffNotice,
  useIsStaff,
} from '../components/portal-gate';
import { PortalCards, PortalTable } from '../components/shipment-rows';
import { PORTAL_STATUSES, portalQueryOf, portalSearchParams, refined } from '../list-state';
import { useSearchBox } from '../../../lib/ui/search-box';
import { usePortalLive } from '../live';

/** The list the address asks for is asked for while the screen's code loads (customers only). */
export function clientLoader({ request }: { request: Request }) {
  if (roleAllows('editor', getAuthState().serverRole)) return null;
  prefetchWhenSignedIn(
    portalCompanyQueryOptions(),
    portalShipmentsQueryOptions(portalQueryOf(new URL(request.url).searchParams)),
  );
  return null;
}

/**
 * /portal: a customer's own area (docs/product.md section 3): their company's shipments, searched,
 * filtered by status, sorted and paged (ten a page; `perPage` of the address may ask for more),
 * all in the address; a table on wide screens, cards on a
 * phone. The API gives a customer their company's shipments only.
 */
export default function PortalListScreen() {
  return useIsStaff() ? <StaffNotice /> : <PortalList />;
}

function PortalList() {
  const { t } = useTranslation(['portal', 'shipments']);
  const [params, setParams] = useSearchParams();
  const query = portalQueryOf(params);
  const company = usePortalCompany();
  const list = usePortalShipments(query);
  usePortalLive();

  const go = (next: PortalShipmentListQuery, replace = false) =>
    setParams(portalSearchParams(next), { replace, preventScrollReset: true });
  // the box keeps what is typed; the address follows after a pause, in place of the last search
  const [search, setSearch, clearSearch] = useSearchBox(query.q ?? '', (q) =>
    go(refined(query, { q: q || undefined }), true),
  );

  const filtered = Boolean(query.q || query.status || query.mode);
  const total = list.data?.total ?? 0;
  const { pages, first, last } = pageRange(query.page, query.perPage, total);
  const items = list.data?.items ?? [];

  if (list.isError && !list.data) {
    return <PortalFailure error={list.error} retry={() => void list.refetch()} />;
  }

  return (
    <Stack gap="lg" data-testid="portal-screen">
      <Card withBorder radius="md" padding="lg">
        <Stack gap={4} mb="md">
          <Text size="xs" c="dimmed">
            {t('company')}
          </Text>
          <Title order={2} size="h4" data-testid="portal-company">
            {company.data?.name ?? '\u00a0'}
          </Title>
        </Stack>
        <Grid gap="sm">
          <Grid.Col span={{ base: 12, lg: 6 }}>
            <TextInput
              label={t('list.search')}
              placeholder={t('list.search-placeholder')}
              leftSection={<IconSearch size={16} aria-hidden />}
              value={search}
              onChange={(e) => setSearch(e.currentTarget.value)}
              type="search"
              maxLength={100}
              data-testid="portal-search"
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6, lg: 3 }}>
            <Select
              label={t('list.status')}
              placeholder={t('list.all')}
              data={PORTAL_STATUSES.map((value) => ({
                value,
                label: t(`shipments:status.${value}`),
              }))}
              value={query.status ?? null}
              onChange={(v) => go(refined(query, { status: PORTAL_STATUSES.find((s) => s === v) }))}
              clearable
              data-testid="portal-status-filter"
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6, lg: 3 }}>
            <Select
              label={t('list.sort')}
              data={shipmentSorts.map((value) => ({ value, label: t(`shipments:sort.${value}`) }))}
              value={query.sort}
              onChange={(v) =>
                go(refined(query, { sort: shipmentSorts.find((s) => s === v) ?? query.sort }))
              }
              allowDeselect={false}
              data-testid="portal-sort"
            />
          </Grid.Col>
        </Grid>
        {filtered && (
          <Group justify="flex-end" mt="sm">
            <Button
              variant="subtle"
              size="compact-sm"
              leftSection={<IconFilterOff size={16} aria-hidden />}
              onClick={() => {
                clearSearch();
                go({ ...query, q: undefined, status: undefined, mode: undefined, page: 1 });
              }}
              data-testid="portal-clear"
            >
              {t('list.clear')}
            </Button>
          </Group>
        )}
      </Card>

      <ListResults
        busy={list.isFetching}
        state={
          list.isPending ? (
            <PortalLoading />
          ) : items.length === 0 ? (
            <PortalState
              title={filtered ? t('list.none-found') : t('list.none')}
              hint={filtered ? t('list.none-found-hint') : t('list.none-hint')}
              testId={filtered ? 'portal-none-found' : 'portal-empty'}
            />
          ) : undefined
        }
        count={t('list.count', { first, last, total })}
        countTestId="portal-count"
        table={<PortalTable items={items} />}
        cards={<PortalCards items={items} />}
        pager={
          <ListPager
            page={query.page}
            pages={pages}
            onPage={(page) => go({ ...query, page })}
            controlLabel={(control) => t(`list.page-${control}`)}
            pageLabel={(page) => t('list.page-n', { page })}
            testId="portal-pagination"
          />
        }
      />
    </Stack>
  );
}
