import { describe, expect, it } from 'vitest';
import type { DataListProduct } from '../../../../../api/modules/data-list/contract';
import { changedFields, checkDraft, draftOf, emptyDraft } from './product-form';
import {
  changeView,
  defaultViewState,
  pageOf,
  parseView,
  searchProducts,
  sortProducts,
  toggleSort,
  viewParamsOf,
  type ProductLabels,
} from './view-state';

const product = (id: number, fields: Partial<DataListProduct> = {}): DataListProduct => ({
  id,
  name: `Product ${id}`,
  category: 'computers',
  img: '/images/data-list/computers.svg',
  order_status: 'pending',
  popularity: 50,
  price: 100,
  ...fields,
});

const labels: ProductLabels = {
  category: (value) => ({ computers: 'Computer', fitness: 'Fitness', audio: 'Audio' })[value],
  status: (value) =>
    ({ pending: 'Pending', on_hold: 'On hold', delivered: 'Delivered', canceled: 'Canceled' })[
      value
    ],
};

describe('the view in the URL', () => {
  it('leaves the defaults out and reads back what it wrote', () => {
    expect(viewParamsOf(defaultViewState).toString()).toBe('');
    const state = { q: 'radio', sort: 'price', dir: 'desc', page: 3, perPage: 4 } as const;
    expect(viewParamsOf(state).toString()).toBe('q=radio&sort=price&dir=desc&page=3&perPage=4');
    expect(parseView(viewParamsOf(state))).toEqual(state);
  });

  it('drops what a hand-edited link spoils', () => {
    const state = parseView(
      new URLSearchParams('sort=id&dir=sideways&page=-2&perPage=7&q=' + 'x'.repeat(201)),
    );
    expect(state).toEqual(defaultViewState);
    expect(parseView(new URLSearchParams('dir=desc')).dir).toBe('asc');
    expect(parseView(new URLSearchParams('page=2.5')).page).toBe(1);
  });

  it('goes back to page 1 on any change but the page', () => {
    const on3 = { ...defaultViewState, page: 3 };
    expect(changeView(on3, { perPage: 20 }).page).toBe(1);
    expect(changeView(on3, { q: 'tape' }).page).toBe(1);
    expect(changeView(on3, { page: 4 }).page).toBe(4);
  });

  it('sorts a column ascending, then descending, then newest first again', () => {
    let state = { ...defaultViewState };
    state = { ...state, ...toggleSort(state, 'price') };
    expect([state.sort, state.dir]).toEqual(['price', 'asc']);
    state = { ...state, ...toggleSort(state, 'price') };
    expect([state.sort, state.dir]).toEqual(['price', 'desc']);
    state = { ...state, ...toggleSort(state, 'price') };
    expect(state.sort).toBeUndefined();
    expect(toggleSort({ ...state, sort: 'name', dir: 'desc' }, 'price')).toEqual({
      sort: 'price',
      dir: 'asc',
    });
  });
});

describe('the products shown', () => {
  const products = [
    product(1, { name: 'Two-Way Radio Set', category: 'audio', price: 30, popularity: 90 }),
    product(2, { name: 'label printer pro', price: 10, order_status: 'on_hold' }),
    product(3, { name: 'Ärmel Band', category: 'fitness', price: 10, popularity: 60 }),
  ];

  it('are found by every word of the search, in the name, category or status', () => {
    const ids = (q: string) => searchProducts(products, q, labels, 'en').map((p) => p.id);
    expect(ids('')).toEqual([1, 2, 3]);
    expect(ids('RADIO')).toEqual([1]);
    expect(ids('audio radio')).toEqual([1]);
    expect(ids('on hold')).toEqual([2]);
    expect(ids('computer')).toEqual([2]);
    expect(ids('radio printer')).toEqual([]);
  });

  it('are newest first, or by a column with ties newest first', () => {
    const ids = (sort: Parameters<typeof sortProducts>[1]) =>
      sortProducts(products, sort, labels, 'de').map((p) => p.id);
    expect(ids({ dir: 'asc' })).toEqual([3, 2, 1]);
    expect(ids({ sort: 'price', dir: 'asc' })).toEqual([3, 2, 1]);
    expect(ids({ sort: 'price', dir: 'desc' })).toEqual([1, 3, 2]);
    // the reader's alphabet, any case: Ä with A
    expect(ids({ sort: 'name', dir: 'asc' })).toEqual([3, 2, 1]);
    expect(ids({ sort: 'popularity', dir: 'desc' })).toEqual([1, 3, 2]);
    expect(ids({ sort: 'category', dir: 'asc' })).toEqual([1, 2, 3]);
    expect(ids({ sort: 'order_status', dir: 'asc' })).toEqual([2, 3, 1]);
  });

  it('come a page at a time; a page past the end shows the last one', () => {
    const rows = Array.from({ length: 10 }, (_, i) => i + 1);
    expect(pageOf(rows, 1, 4)).toEqual({
      rows: [1, 2, 3, 4],
      page: 1,
      pages: 3,
      first: 1,
      last: 4,
      total: 10,
    });
    expect(pageOf(rows, 9, 4)).toMatchObject({ rows: [9, 10], page: 3, first: 9, last: 10 });
    expect(pageOf([], 2, 4)).toEqual({ rows: [], page: 1, pages: 1, first: 0, last: 0, total: 0 });
  });
});

describe('the side panel’s check', () => {
  it('names each wrong field with its code, as the API would', () => {
    const check = checkDraft({ ...emptyDraft, price: 1_000_000_001, popularity: -1 });
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.issues.name?.code).toBe('required');
    // an unchosen choice reads "Choose one of the options", as the API's refusal of it
    expect(check.issues.category?.code).toBe('invalidChoice');
    expect(check.issues.order_status?.code).toBe('invalidChoice');
    expect(check.issues.price).toMatchObject({ code: 'tooBig', limit: 1_000_000_000 });
    expect(check.issues.popularity).toMatchObject({ code: 'tooSmall', limit: 0 });
    const long = checkDraft({ ...emptyDraft, name: 'x'.repeat(201) });
    expect(!long.ok && long.issues.name).toMatchObject({ code: 'tooLong', limit: 200 });
    const blank = checkDraft({ ...emptyDraft, name: '   ', price: '', popularity: '' });
    expect(!blank.ok && [blank.issues.name?.code, blank.issues.price?.code]).toEqual([
      'required',
      'required',
    ]);
  });

  it('gives a new product its category’s picture, and an edited one keeps its own', () => {
    const draft = {
      name: ' Dock radio ',
      category: 'audio',
      order_status: 'delivered',
      price: '12.5',
      popularity: 70,
    } as const;
    expect(checkDraft(draft)).toEqual({
      ok: true,
      input: {
        name: 'Dock radio',
        category: 'audio',
        order_status: 'delivered',
        price: 12.5,
        popularity: 70,
        img: '/images/data-list/audio.svg',
      },
    });
    const stored = product(7, { img: '/api/data-list/images/7?v=2' });
    const check = checkDraft({ ...draftOf(stored), price: 120 }, stored);
    expect(check.ok && check.input.img).toBe('/api/data-list/images/7?v=2');
    expect(check.ok && changedFields(stored, check.input)).toEqual({ price: 120 });
    const same = checkDraft(draftOf(stored), stored);
    expect(same.ok && changedFields(stored, same.input)).toEqual({});
  });
});
