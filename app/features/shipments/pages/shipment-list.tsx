import { Button, Card, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconFilterOff, IconPlus, IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import {
  SHIPMENT_PAGE_SIZES,
  shipmentModes,
  shipmentSorts,
  type ShipmentListQuery,
} from '../../../../api/modules/shipments/contract';
import {
  ListEmpty,
  ListFailure,
  ListLoading,
  ListPager,
  ListResults,
  pageRange,
} from '../../../components/list-results';
import { API_ERRORS_NS, apiErrorMessage } from '../../../lib/http/api-error-message';
import { prefetchWhenSignedIn } from '../../../lib/session/prefetch';
import { shipmentsQueryOptions, useShipments } from '../api/get-shipments';
import { CompanySelect } from '../components/company-select';
import { ShipmentCards, ShipmentTable } from '../components/shipment-rows';
import { LIST_STATUSES, listSearchParams, parseListQuery, withFilter } from '../list-state';
import { useShipmentsLive } from '../live';

/** The list the URL asks for is asked for while the screen's code loads. */
export function clientLoader({ request }: { request: Request }) {
  prefetchWhenSignedIn(shipmentsQueryOptions(parseListQuery(new URL(request.url).searchParams)));
  return null;
}

const SEARCH_DELAY_MS = 300;

/**
 * /apps/shipments (the staff Shipments app, docs/decisions/0066): the shipments, searched, filtered
 * by status, mode and customer company, sorted and paged, all in the URL; a table on wide screens and cards on a
 * phone. Live: another member of staff's change shows without a reload.
 */
export default function ShipmentListScreen() {
  const { t } = useTranslation(['shipments', API_ERRORS_NS]);
  const [params, setParams] = useSearchParams();
  const query = parseListQuery(params);
  const list = useShipments(query);
  useShipmentsLive();

  const go = (next: ShipmentListQuery, replace = false) =>
    setParams(listSearchParams(next), { replace, preventScrollReset: true });

  // the box follows the typing; the URL (and the request) follows the box after a pause
  const [search, setSearch] = useState(query.q ?? '');
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  // the URL changed by itself (Back, a link): the box shows its search
  const [urlSearch, setUrlSearch] = useState(query.q);
  if (urlSearch !== query.q) {
    setUrlSearch(query.q);
    if ((query.q ?? '') !== search.trim()) setSearch(query.q ?? '');
  }
  useEffect(() => {
    if (debounced !== (query.q ?? '')) go(withFilter(query, { q: debounced || undefined }), true);
    // only a new pause in the typing changes the URL
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);

  const filtered = Boolean(query.q || query.status || query.mode || query.company);
  const total = list.data?.total ?? 0;
  const { pages, first, last } = pageRange(query.page, query.perPage, total);
  const items = list.data?.items ?? [];

  return (
    <Stack gap="lg" data-testid="shipments-screen">
      <Card withBorder radius="md" padding="lg">
        <Group justify="space-between" align="flex-end" mb="md" gap="sm">
          <TextInput
            label={t('list.search')}
            placeholder={t('list.search-placeholder')}
            leftSection={<IconSearch size={16} aria-hidden />}
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
            type="search"
            maxLength={100}
            style={{ flex: '1 1 260px' }}
            data-testid="shipments-search"
          />
          <Button
            component={Link}
            to="/apps/shipments/new"
            leftSection={<IconPlus size={18} aria-hidden />}
            data-testid="new-shipment"
          >
            {t('list.new')}
          </Button>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
          <Select
            label={t('fields.status')}
            placeholder={t('list.all')}
            data={LIST_STATUSES.map((value) => ({ value, label: t(`status.${value}`) }))}
            value={query.status ?? null}
            onChange={(v) => go(withFilter(query, { status: LIST_STATUSES.find((s) => s === v) }))}
            clearable
            data-testid="filter-status"
          />
          <Select
            label={t('fields.mode')}
            placeholder={t('list.all')}
            data={shipmentModes.map((value) => ({ value, label: t(`mode.${value}`) }))}
            value={query.mode ?? null}
            onChange={(v) => go(withFilter(query, { mode: shipmentModes.find((m) => m === v) }))}
            clearable
            data-testid="filter-mode"
          />
          <CompanySelect
            label={t('fields.company')}
            placeholder={t('list.all')}
            value={query.company ?? null}
            onChange={(company) => go(withFilter(query, { company: company ?? undefined }))}
            testId="filter-company"
          />
          <Select
            label={t('list.sort')}
            data={shipmentSorts.map((value) => ({ value, label: t(`sort.${value}`) }))}
            value={query.sort}
            onChange={(v) =>
              go(withFilter(query, { sort: shipmentSorts.find((s) => s === v) ?? query.sort }))
            }
            allowDeselect={false}
            data-testid="sort"
          />
        </SimpleGrid>
        {filtered && (
          <Group justify="flex-end" mt="sm">
            <Button
              variant="subtle"
              size="compact-sm"
              leftSection={<IconFilterOff size={16} aria-hidden />}
              onClick={() => {
                setSearch('');
                go({
                  ...query,
                  q: undefined,
                  status: undefined,
                  mode: undefined,
                  company: undefined,
                  page: 1,
                });
              }}
              data-testid="clear-filters"
            >
              {t('list.clear-filters')}
            </Button>
          </Group>
        )}
      </Card>

      <ListResults
        busy={list.isFetching}
        state={
          list.isError ? (
            <ListFailure
              message={apiErrorMessage(t, list.error)}
              retryLabel={t('list.retry')}
              onRetry={() => void list.refetch()}
              testId="shipments-error"
            />
          ) : list.isPending ? (
            <ListLoading label={t('list.loading')} />
          ) : items.length === 0 ? (
            <ListEmpty
              title={filtered ? t('list.none-found') : t('list.none')}
              hint={filtered ? t('list.none-found-hint') : t('list.none-hint')}
              testId="shipments-empty"
            />
          ) : undefined
        }
        count={t('list.count', { first, last, total })}
        countTestId="shipments-count"
        table={<ShipmentTable items={items} />}
        cards={<ShipmentCards items={items} />}
        pager={
          <ListPager
            page={query.page}
            pages={pages}
            onPage={(page) => go({ ...query, page })}
            controlLabel={(control) => t(`list.page-${control}`)}
            pageLabel={(page) => t('list.page-n', { page })}
            testId="pagination"
            perPage={{
              label: t('list.per-page'),
              sizes: SHIPMENT_PAGE_SIZES,
              value: query.perPage,
              onChange: (perPage) => go({ ...query, perPage, page: 1 }),
            }}
          />
        }
      />
    </Stack>
  );
}
