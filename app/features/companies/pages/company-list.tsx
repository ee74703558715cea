import {
  Alert,
  Box,
  Button,
  Card,
  Group,
  Loader,
  Pagination,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import {
  COMPANY_PAGE_SIZES,
  companySorts,
  type CompanyListQuery,
} from '../../../../api/modules/companies/contract';
import { API_ERRORS_NS, apiErrorMessage } from '../../../lib/http/api-error-message';
import { prefetchWhenSignedIn } from '../../../lib/session/prefetch';
import { companiesQueryOptions, useCompanies } from '../api/get-companies';
import { CompanyCards, CompanyTable } from '../components/company-rows';
import { listSearchParams, parseListQuery, SEARCH_MAX } from '../list-state';

/** The list the URL asks for is asked for while the screen's code loads. */
export function clientLoader({ request }: { request: Request }) {
  prefetchWhenSignedIn(companiesQueryOptions(parseListQuery(new URL(request.url).searchParams)));
  return null;
}

const SEARCH_DELAY_MS = 300;

/**
 * /apps/companies (the staff Companies app): the customer companies, searched, sorted and paged,
 * all in the URL; a table on wide screens and cards on a phone.
 */
export default function CompanyListScreen() {
  const { t } = useTranslation(['companies', API_ERRORS_NS]);
  const [params, setParams] = useSearchParams();
  const query = parseListQuery(params);
  const list = useCompanies(query);

  const go = (next: CompanyListQuery, replace = false) =>
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
    if (debounced !== (query.q ?? '')) go({ ...query, q: debounced || undefined, page: 1 }, true);
    // only a new pause in the typing changes the URL
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);

  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / query.perPage));
  const first = total === 0 ? 0 : (query.page - 1) * query.perPage + 1;
  const last = Math.min(total, query.page * query.perPage);
  const items = list.data?.items ?? [];

  return (
    <Stack gap="lg" data-testid="companies-screen">
      <Card withBorder radius="md" padding="lg">
        <Group justify="space-between" align="flex-end" gap="sm">
          <TextInput
            label={t('list.search')}
            placeholder={t('list.search-placeholder')}
            leftSection={<IconSearch size={16} aria-hidden />}
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
            type="search"
            maxLength={SEARCH_MAX}
            style={{ flex: '1 1 260px' }}
            data-testid="companies-search"
          />
          <Select
            label={t('list.sort')}
            data={companySorts.map((value) => ({ value, label: t(`sort.${value}`) }))}
            value={query.sort}
            onChange={(v) =>
              go({ ...query, sort: companySorts.find((s) => s === v) ?? query.sort, page: 1 })
            }
            allowDeselect={false}
            style={{ flex: '0 1 220px' }}
            data-testid="sort"
          />
          <Button
            component={Link}
            to="/apps/companies/new"
            leftSection={<IconPlus size={18} aria-hidden />}
            data-testid="new-company"
          >
            {t('list.new')}
          </Button>
        </Group>
      </Card>

      <Card withBorder radius="md" padding="lg" aria-busy={list.isFetching}>
        {list.isError ? (
          <Alert color="red" role="alert" data-testid="companies-error">
            {apiErrorMessage(t, list.error)}
            <Button variant="light" size="compact-sm" ml="sm" onClick={() => void list.refetch()}>
              {t('list.retry')}
            </Button>
          </Alert>
        ) : list.isPending ? (
          <Group justify="center" p="xl">
            <Loader aria-label={t('list.loading')} />
          </Group>
        ) : items.length === 0 ? (
          <Stack align="center" gap="xs" p="xl" data-testid="companies-empty">
            <Text fw={600}>{query.q ? t('list.none-found') : t('list.none')}</Text>
            <Text size="sm" c="dimmed">
              {query.q ? t('list.none-found-hint') : t('list.none-hint')}
            </Text>
          </Stack>
        ) : (
          <>
            <Text size="sm" c="dimmed" mb="sm" role="status" data-testid="companies-count">
              {t('list.count', { first, last, total })}
            </Text>
            <Box visibleFrom="md">
              <CompanyTable items={items} />
            </Box>
            <Box hiddenFrom="md">
              <CompanyCards items={items} />
            </Box>
          </>
        )}
        <Group justify="space-between" mt="md" gap="sm">
          <Select
            label={t('list.per-page')}
            data={COMPANY_PAGE_SIZES.map(String)}
            value={String(query.perPage)}
            onChange={(v) =>
              go({
                ...query,
                perPage: COMPANY_PAGE_SIZES.find((n) => String(n) === v) ?? query.perPage,
                page: 1,
              })
            }
            allowDeselect={false}
            w={110}
            data-testid="per-page"
          />
          {pages > 1 && (
            <Pagination
              total={pages}
              value={Math.min(query.page, pages)}
              onChange={(page) => go({ ...query, page })}
              getControlProps={(control) => ({
                'aria-label': t(`list.page-${control}`),
              })}
              getItemProps={(page) => ({ 'aria-label': t('list.page-n', { page }) })}
              data-testid="pagination"
            />
          )}
        </Group>
      </Card>
    </Stack>
  );
}
