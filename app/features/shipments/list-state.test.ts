import { describe, expect, it } from 'vitest';
import { listSearchParams, parseListQuery, withFilter } from './list-state';

const parse = (search: string) => parseListQuery(new URLSearchParams(search));

describe('shipment list state', () => {
  it('reads a plain URL as the first page of every shipment, newest booking first', () => {
    expect(parse('')).toEqual({
      q: undefined,
      status: undefined,
      mode: undefined,
      company: undefined,
      sort: 'booked-desc',
      page: 1,
      perPage: 10,
    });
  });

  it('keeps what the URL asks for and gives it back as the same URL', () => {
    const search = 'q=Laem&status=canceled&mode=sea&company=4&sort=arrival-asc&page=3&perPage=25';
    const query = parse(search);
    expect(query).toEqual({
      q: 'Laem',
      status: 'canceled',
      mode: 'sea',
      company: 4,
      sort: 'arrival-asc',
      page: 3,
      perPage: 25,
    });
    expect(listSearchParams(query).toString()).toBe(search);
  });

  it('drops what the API would refuse', () => {
    expect(parse('status=lost&mode=rail&sort=price&page=0&perPage=11&q=%20%20')).toEqual(parse(''));
    for (const company of ['0', '-3', '2.5', 'acme', '99999999999']) {
      expect(parse(`company=${company}`).company).toBeUndefined();
    }
    expect(parse('page=2.5').page).toBe(1);
    expect(parse(`q=${'x'.repeat(150)}`).q).toHaveLength(100);
  });

  it('starts again at the first page when a filter changes', () => {
    expect(withFilter(parse('page=4'), { mode: 'air' })).toMatchObject({ mode: 'air', page: 1 });
  });

  it('leaves the defaults out of the URL', () => {
    expect(listSearchParams(parse('sort=booked-desc&page=1&perPage=10')).toString()).toBe('');
  });
});
