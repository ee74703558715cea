import { describe, expect, it } from 'vitest';
import { listSearchParams, parseListQuery } from './list-state';

const parse = (search: string) => parseListQuery(new URLSearchParams(search));

describe('company list state', () => {
  it('reads a plain URL as the first page of every company, by name', () => {
    expect(parse('')).toEqual({ q: undefined, sort: 'name-asc', page: 1, perPage: 10 });
  });

  it('keeps what the URL asks for and gives it back as the same URL', () => {
    const search = 'q=Siam&sort=created-desc&page=2&perPage=25';
    const query = parse(search);
    expect(query).toEqual({ q: 'Siam', sort: 'created-desc', page: 2, perPage: 25 });
    expect(listSearchParams(query).toString()).toBe(search);
  });

  it('drops what the API would refuse', () => {
    expect(parse('sort=city&page=0&perPage=20&q=%20%20')).toEqual(parse(''));
    expect(parse('page=1.5').page).toBe(1);
    expect(parse(`q=${'x'.repeat(150)}`).q).toHaveLength(100);
  });

  it('leaves the defaults out of the URL', () => {
    expect(listSearchParams(parse('sort=name-asc&page=1&perPage=10')).toString()).toBe('');
  });
});
