import {
  Alert,
  Badge,
  Button,
  Card,
  Drawer,
  Group,
  Pagination,
  Paper,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconAlertCircle, IconFilter, IconSearch, IconSearchOff } from '@tabler/icons-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams, type ClientLoaderFunctionArgs } from 'react-router';
import { SHOP_QUERY_MAX } from '../../../../api/modules/shop/contract';
import { API_ERRORS_NS, apiErrorMessage } from '../../../lib/http/api-error-message';
import { htmlLangOf } from '../../../lib/i18n/languages';
import { prefetchWhenSignedIn } from '../../../lib/session/prefetch';
import { basketQueryOptions } from '../api/get-basket';
import { searchProductsQueryOptions, useSearchProducts } from '../api/search-products';
import { ProductCard } from '../components/product-card';
import { FiltersPanel } from '../components/search/filters-panel';
import { ResultsToolbar } from '../components/search/results-toolbar';
import {
  activeFilterCount,
  apiQueryOf,
  changeSearch,
  clearFilters,
  parseSearch,
  searchParamsOf,
  type SearchState,
} from '../search-state';
import classes from '../shop.module.css';

/** How long typing rests before the search (and the brand search) is sent. */
const TYPING_DELAY = 300;

/** The search of the URL and the basket (the cards' buttons) are asked for while the code loads. */
export function clientLoader({ request }: ClientLoaderFunctionArgs) {
  const state = parseSearch(new URL(request.url).searchParams);
  prefetchWhenSignedIn(searchProductsQueryOptions(state), basketQueryOptions());
  return null;
}

/** A text that follows `value` once it has rested for `delay` ms. */
function useDebounced(value: string, delay: number) {
  const [rested, setRested] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setRested(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return rested;
}

export default function ShopScreen() {
  const { t, i18n } = useTranslation(['shop', API_ERRORS_NS]);
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseSearch(params), [params]);
  const [drawer, setDrawer] = useState(false);
  const resultsRef = useRef<HTMLElement>(null);

  // the search as the URL says, written back in its clean form (a hand-edited bad value goes)
  const clean = searchParamsOf(state).toString();
  useEffect(() => {
    if (clean !== params.toString()) setParams(clean, { replace: true, preventScrollReset: true });
  }, [clean, params, setParams]);

  const navigate = useCallback(
    (next: SearchState, replace = false) =>
      setParams(searchParamsOf(next), { replace, preventScrollReset: true }),
    [setParams],
  );
  // typing: the first pause of a search adds a history entry, the next ones replace it
  const typing = useRef(false);
  const onChange = (change: Partial<SearchState>) => {
    typing.current = false;
    navigate(changeSearch(state, change));
  };
  const onClear = () => {
    typing.current = false;
    navigate(clearFilters(state));
  };

  // the search box: typed text, sent after a pause; it follows the URL (Back, a shared link)
  const [text, setText] = useState(state.q);
  const [shownQ, setShownQ] = useState(state.q);
  // the words this box sent last: when they reach the URL, what was typed meanwhile stays
  const [sentQ, setSentQ] = useState<string | null>(null);
  if (shownQ !== state.q) {
    setShownQ(state.q);
    setSentQ(null);
    if (state.q !== sentQ && text.trim() !== state.q) setText(state.q);
  }
  const latest = useRef(state);
  useEffect(() => {
    latest.current = state;
  });
  const typingTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(typingTimer.current), []);
  const onType = (value: string) => {
    setText(value);
    clearTimeout(typingTimer.current);
    typingTimer.current = setTimeout(() => {
      const q = value.trim();
      if (q === latest.current.q) return;
      setSentQ(q);
      navigate(changeSearch(latest.current, { q }), typing.current);
      typing.current = true;
    }, TYPING_DELAY);
  };

  const [brandText, setBrandText] = useState('');
  const brandQuery = useDebounced(brandText, TYPING_DELAY);

  const search = useSearchProducts(state, brandQuery);
  const reply = search.data;
  const loadingNext = search.isPlaceholderData || (search.isFetching && !search.isPending);
  const active = activeFilterCount(state);

  // a page past the end (a shared link, fewer results now): the last page instead
  const lastPage = reply?.pages;
  useEffect(() => {
    if (lastPage && state.page > lastPage && !search.isPlaceholderData) {
      navigate({ ...state, page: lastPage }, true);
    }
  }, [lastPage, state, navigate, search.isPlaceholderData]);

  const onPage = (page: number) => {
    onChange({ page });
    resultsRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  };

  const panel = (inDrawer: boolean) => (
    <FiltersPanel
      inDrawer={inDrawer}
      state={state}
      facets={reply?.facets}
      onChange={onChange}
      onClear={onClear}
      brandQuery={brandText}
      onBrandQuery={setBrandText}
    />
  );

  let results;
  if (search.isError && !reply) {
    results = (
      <Alert
        color="red"
        icon={<IconAlertCircle aria-hidden />}
        title={t('error.title')}
        data-testid="search-error"
      >
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{apiErrorMessage(t, search.error)}</Text>
          <Button size="xs" variant="light" color="red" onClick={() => void search.refetch()}>
            {t('error.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  } else if (!reply) {
    results = (
      <div className={classes[state.layout]} aria-busy="true" aria-label={t('search.loading')}>
        {Array.from({ length: 6 }, (_, i) => (
          <Card key={i} withBorder radius="md" padding="sm" data-testid="product-skeleton">
            <Skeleton height={state.layout === 'grid' ? 140 : 80} mb="sm" />
            <Skeleton height={12} width="40%" mb={8} />
            <Skeleton height={16} mb={8} />
            <Skeleton height={12} width="70%" />
          </Card>
        ))}
      </div>
    );
  } else if (reply.hits.length === 0) {
    results = (
      <Paper withBorder radius="md" p="xl" data-testid="search-empty">
        <Stack align="center" gap="xs" ta="center">
          <IconSearchOff size={40} aria-hidden color="var(--mantine-color-dimmed)" />
          <Title order={2} size="h4">
            {t('empty.title')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('empty.text')}
          </Text>
          <Group gap="sm" justify="center">
            {active > 0 ? (
              <Button variant="light" onClick={onClear} data-testid="empty-clear">
                {t('empty.clear')}
              </Button>
            ) : null}
            {state.q ? (
              <Button variant="default" onClick={() => onChange({ q: '' })}>
                {t('empty.clearSearch')}
              </Button>
            ) : null}
          </Group>
        </Stack>
      </Paper>
    );
  } else {
    results = (
      <div
        className={classes[state.layout]}
        data-loading={loadingNext}
        aria-busy={loadingNext}
        data-testid="search-results"
      >
        {reply.hits.map((product) => (
          <ProductCard key={product.objectID} product={product} layout={state.layout} />
        ))}
      </div>
    );
  }

  return (
    <div
      className={classes.screen}
      data-testid="shop-screen"
      data-query={apiQueryOf(state)}
      data-ready={Boolean(reply) && !search.isFetching && !search.isPlaceholderData}
    >
      <Paper
        withBorder
        radius="md"
        p="md"
        component="aside"
        className={classes.filters}
        aria-label={t('filters.label')}
      >
        {panel(false)}
      </Paper>
      <Drawer
        opened={drawer}
        onClose={() => setDrawer(false)}
        title={t('filters.label')}
        closeButtonProps={{ 'aria-label': t('filters.close') }}
        size={320}
        hiddenFrom="lg"
        data-testid="filters-drawer"
      >
        {panel(true)}
        <div className={classes.drawerFooter}>
          <Button fullWidth onClick={() => setDrawer(false)} data-testid="show-results">
            {reply
              ? t('filters.showResults', {
                  count: reply.total,
                  total: new Intl.NumberFormat(htmlLangOf(i18n.language)).format(reply.total),
                })
              : t('filters.close')}
          </Button>
        </div>
      </Drawer>
      <section className={classes.results} aria-label={t('search.results')} ref={resultsRef}>
        <Paper withBorder radius="md" p="sm">
          <Stack gap="sm">
            <Group gap="sm" wrap="nowrap">
              <TextInput
                className={classes.search}
                type="search"
                value={text}
                onChange={(event) => onType(event.currentTarget.value)}
                onFocus={() => {
                  typing.current = false;
                }}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') typing.current = false;
                }}
                aria-label={t('search.label')}
                placeholder={t('search.placeholder')}
                leftSection={<IconSearch size={16} aria-hidden />}
                maxLength={SHOP_QUERY_MAX}
                data-testid="search-input"
              />
              <Button
                hiddenFrom="lg"
                variant="default"
                leftSection={<IconFilter size={16} aria-hidden />}
                rightSection={
                  active > 0 ? (
                    <Badge size="sm" circle>
                      {active}
                    </Badge>
                  ) : null
                }
                onClick={() => setDrawer(true)}
                aria-label={t('search.filtersButton', { count: active })}
                data-testid="filters-button"
              >
                {t('filters.label')}
              </Button>
            </Group>
            <ResultsToolbar state={state} total={reply?.total} onChange={onChange} />
          </Stack>
        </Paper>
        {results}
        {reply && reply.pages > 1 ? (
          <Group justify="center" component="nav" aria-label={t('pages.label')}>
            <Pagination
              total={reply.pages}
              value={Math.min(state.page, reply.pages)}
              onChange={onPage}
              siblings={1}
              boundaries={1}
              getControlProps={(control) => ({ 'aria-label': t(`pages.${control}`) })}
              getItemProps={(page) => ({ 'aria-label': t('pages.page', { page }) })}
              data-testid="pagination"
            />
          </Group>
        ) : null}
      </section>
    </div>
  );
}
