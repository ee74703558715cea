import { Button, Card, Group, Select, Stack, TextInput } from '@mantine/core';
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
  const { pages, first, last } = pageRange(query.page, query.perPage, total);
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

      <ListResults
        busy={list.isFetching}
        state={
          list.isError ? (
            <ListFailure
              message={apiErrorMessage(t, list.error)}
              retryLabel={t('list.retry')}
              onRetry={() => void list.refetch()}
              testId="companies-error"
            />
          ) : list.isPending ? (
            <ListLoading label={t('list.loading')} />
          ) : items.length === 0 ? (
            <ListEmpty
              title={query.q ? t('list.none-found') : t('list.none')}
              hint={query.q ? t('list.none-found-hint') : t('list.none-hint')}
              testId="companies-empty"
            />
          ) : undefined
        }
        count={t('list.count', { first, last, total })}
        countTestId="companies-count"
        table={<CompanyTable items={items} />}
        cards={<CompanyCards items={items} />}
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
              sizes: COMPANY_PAGE_SIZES,
              value: query.perPage,
              onChange: (perPage) => go({ ...query, perPage, page: 1 }),
            }}
          />
        }
      />
    </Stack>
  );
}
