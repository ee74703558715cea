import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigationType, useSearchParams } from 'react-router';
import type { DataListProduct } from '../../../../../api/modules/data-list/contract';
import { htmlLangOf } from '../../../../lib/i18n/languages';
import {
  changeView,
  pageOf,
  parseView,
  searchProducts,
  sortProducts,
  toggleSort,
  viewParamsOf,
  type ProductLabels,
  type SortColumn,
  type ViewState,
} from './view-state';

/**
 * The state both data-list screens share: the view of the URL (search, sort, page size, page;
 * view-state.ts), the page of products it shows, and the selection (ids, kept across pages and
 * searches until the products go).
 */
export function useListView(products: readonly DataListProduct[] | undefined) {
  const { t, i18n } = useTranslation('data-list');
  const locale = htmlLangOf(i18n.language);
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseView(params), [params]);

  // the URL written back in its clean form (a hand-edited bad value goes)
  const clean = viewParamsOf(state).toString();
  useEffect(() => {
    if (clean !== params.toString()) setParams(clean, { replace: true, preventScrollReset: true });
  }, [clean, params, setParams]);

  const setView = useCallback(
    (next: ViewState, replace = false) =>
      setParams(viewParamsOf(next), { replace, preventScrollReset: true }),
    [setParams],
  );
  const change = (partial: Partial<ViewState>) => setView(changeView(state, partial));
  const sortBy = (column: SortColumn) => change(toggleSort(state, column));

  // the search box: the text at once (the list is in memory), the URL without a history entry;
  // Back and Forward bring the box the words of their entry
  const [text, setText] = useState(state.q);
  const location = useLocation();
  const navigationType = useNavigationType();
  const [seenKey, setSeenKey] = useState(location.key);
  if (seenKey !== location.key) {
    setSeenKey(location.key);
    if (navigationType === 'POP' && text !== state.q) setText(state.q);
  }
  const search = (value: string) => {
    setText(value);
    setView(changeView(state, { q: value }), true);
  };

  const labels = useMemo<ProductLabels>(
    () => ({
      category: (value) => t(`category.${value}`),
      status: (value) => t(`status.${value}`),
    }),
    [t],
  );
  const found = useMemo(
    () => sortProducts(searchProducts(products ?? [], text, labels, locale), state, labels, locale),
    [products, text, labels, locale, state],
  );
  const page = pageOf(found, state.page, state.perPage);

  // the selection: ids of products that still exist
  const [picked, setPicked] = useState<ReadonlySet<number>>(() => new Set());
  const existing = useMemo(() => new Set((products ?? []).map((p) => p.id)), [products]);
  const selected = useMemo(
    () => (products ?? []).filter((product) => picked.has(product.id)),
    [products, picked],
  );
  const isSelected = (id: number) => picked.has(id) && existing.has(id);
  const toggle = (id: number, on: boolean) =>
    setPicked((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const shownSelected = page.rows.filter((row) => isSelected(row.id)).length;
  const allShown = page.rows.length > 0 && shownSelected === page.rows.length;
  const someShown = shownSelected > 0 && !allShown;
  const toggleShown = () =>
    setPicked((current) => {
      const next = new Set(current);
      for (const row of page.rows) {
        if (allShown) next.delete(row.id);
        else next.add(row.id);
      }
      return next;
    });
  const unselect = (ids: readonly number[]) =>
    setPicked((current) => new Set([...current].filter((id) => !ids.includes(id))));

  return {
    state,
    text,
    search,
    change,
    sortBy,
    page,
    /** every selected product, in the list's order */
    selected,
    isSelected,
    toggle,
    allShown,
    someShown,
    toggleShown,
    unselect,
    /** after a new product: back to page 1 of the list's own order, where it shows at the top */
    showNewest: () => setView({ ...state, sort: undefined, dir: 'asc', page: 1 }),
  };
}

export type ListView = ReturnType<typeof useListView>;
