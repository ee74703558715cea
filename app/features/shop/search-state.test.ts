import { describe, expect, it } from 'vitest';
import { productSearchQuery } from '../../../api/modules/shop/contract';
import {
  activeFilterCount,
  apiQueryOf,
  categoryTrail,
  changeSearch,
  clearFilters,
  defaultSearchState,
  parseSearch,
  priceOfInput,
  searchParamsOf,
  type SearchState,
} from './search-state';

const parse = (query: string) => parseSearch(new URLSearchParams(query));
/** Whether the API's contract accepts a query string of apiQueryOf. */
const accepted = (query: string) =>
  productSearchQuery.safeParse(Object.fromEntries(new URLSearchParams(query))).success;

const full: SearchState = {
  q: 'packing tape',
  category: 'Packing > Tapes',
  brands: ['3M', 'TapeLine'],
  priceMin: 99.5,
  priceMax: 1500,
  ratingMin: 4,
  freeShipping: true,
  sort: 'price-asc',
  page: 3,
  perPage: 24,
  layout: 'list',
};

describe('the shop search state', () => {
  it('reads an empty URL as the defaults, and writes the defaults as nothing', () => {
    expect(parse('')).toEqual(defaultSearchState);
    expect(searchParamsOf(defaultSearchState).toString()).toBe('');
    expect(apiQueryOf(defaultSearchState)).toBe('');
  });

  it('makes the round trip URL -> state -> URL for every parameter', () => {
    const params = searchParamsOf(full);
    expect(parseSearch(params)).toEqual(full);
    expect(params.get('brands')).toBe('3M,TapeLine');
    expect(params.get('layout')).toBe('list');
    expect(parseSearch(new URLSearchParams(params.toString()))).toEqual(full);
  });

  it('sends the API what the contract accepts, without the layout', () => {
    const query = apiQueryOf(full, 'tape');
    expect(query.startsWith('?')).toBe(true);
    expect(query).not.toContain('layout');
    expect(new URLSearchParams(query).get('brandQuery')).toBe('tape');
    expect(accepted(query)).toBe(true);
    expect(productSearchQuery.parse(Object.fromEntries(new URLSearchParams(query)))).toMatchObject({
      q: 'packing tape',
      category: 'Packing > Tapes',
      brands: ['3M', 'TapeLine'],
      priceMin: 99.5,
      priceMax: 1500,
      ratingMin: 4,
      freeShipping: true,
      sort: 'price-asc',
      page: 3,
      perPage: 24,
    });
  });

  it('gives the same query string for the same search (a stable query key)', () => {
    const reordered = new URLSearchParams('perPage=24&q=packing+tape&sort=price-asc');
    expect(apiQueryOf(parseSearch(reordered))).toBe('?q=packing+tape&sort=price-asc&perPage=24');
  });

  it.each([
    ['page=0', { page: 1 }],
    ['page=-2', { page: 1 }],
    ['page=2.5', { page: 1 }],
    ['page=abc', { page: 1 }],
    ['page=99999999', { page: 1 }],
    ['perPage=13', { perPage: 12 }],
    ['sort=cheapest', { sort: 'featured' }],
    ['ratingMin=5', { ratingMin: undefined }],
    ['ratingMin=0', { ratingMin: undefined }],
    ['priceMin=-5', { priceMin: undefined }],
    ['priceMin=1e3', { priceMin: undefined }],
    ['priceMin=9.999', { priceMin: undefined }],
    ['priceMax=99999999', { priceMax: undefined }],
    ['freeShipping=yes', { freeShipping: false }],
    ['layout=table', { layout: 'grid' }],
    [`q=${'x'.repeat(201)}`, { q: '' }],
    ['q=%00tape', { q: '' }],
    ['q=%20%20', { q: '' }],
    ['category=%20>%20Boxes', { category: undefined }],
    ['category=A > B > C > D > E', { category: undefined }],
    [`brands=${'b'.repeat(81)},3M`, { brands: ['3M'] }],
    ['brands=,3M,,3M, Uline ', { brands: ['3M', 'Uline'] }],
  ])('drops or corrects a bad value: %s', (query, expected) => {
    const state = parse(query);
    expect(state).toMatchObject(expected);
    expect(accepted(apiQueryOf(state))).toBe(true);
  });

  it('puts a price range written the wrong way round the right way', () => {
    const state = parse('priceMin=500&priceMax=100');
    expect(state).toMatchObject({ priceMin: 100, priceMax: 500 });
    expect(accepted(apiQueryOf(state))).toBe(true);
  });

  it('keeps at most 20 brands', () => {
    const brands = Array.from({ length: 25 }, (_, i) => `Brand ${i}`).join(',');
    const state = parse(`brands=${encodeURIComponent(brands)}`);
    expect(state.brands).toHaveLength(20);
    expect(accepted(apiQueryOf(state))).toBe(true);
  });

  it('ignores unknown parameters and keeps the good ones beside bad ones', () => {
    expect(parse('foo=bar&q=tape&page=zero&sort=price-desc')).toEqual({
      ...defaultSearchState,
      q: 'tape',
      sort: 'price-desc',
    });
  });

  it('goes back to page 1 on any change but the page or the layout', () => {
    const on3 = { ...defaultSearchState, page: 3 };
    expect(changeSearch(on3, { brands: ['3M'] }).page).toBe(1);
    expect(changeSearch(on3, { sort: 'price-asc' }).page).toBe(1);
    expect(changeSearch(on3, { layout: 'list' }).page).toBe(3);
    expect(changeSearch(on3, { page: 4 }).page).toBe(4);
  });

  it('clears the filters, keeping the words, the sort, the page size and the layout', () => {
    const cleared = clearFilters(full);
    expect(cleared).toEqual({
      ...defaultSearchState,
      q: 'packing tape',
      sort: 'price-asc',
      perPage: 24,
      layout: 'list',
    });
    expect(activeFilterCount(full)).toBe(6);
    expect(activeFilterCount(cleared)).toBe(0);
  });

  it('reads a typed price as the API accepts it', () => {
    expect(priceOfInput('1,250')).toBe(1250);
    expect(priceOfInput(' 99.5 ')).toBe(99.5);
    expect(priceOfInput('')).toBeUndefined();
    expect(priceOfInput('-1')).toBeUndefined();
    expect(priceOfInput(12.345)).toBe(12.35);
    expect(priceOfInput(Number.NaN)).toBeUndefined();
  });

  it('lists the levels of a category path from the top', () => {
    expect(categoryTrail('Packing > Boxes > Shipping boxes')).toEqual([
      'Packing',
      'Packing > Boxes',
      'Packing > Boxes > Shipping boxes',
    ]);
    expect(categoryTrail(undefined)).toEqual([]);
  });
});
