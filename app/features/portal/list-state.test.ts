import { describe, expect, it } from 'vitest';
import { portalQueryOf, portalSearchParams, refined } from './list-state';

describe("the portal list's address", () => {
  it('reads a plain address as the defaults, and writes the defaults as a plain address', () => {
    const query = portalQueryOf(new URLSearchParams());
    expect(query).toEqual({ sort: 'booked-desc', page: 1, perPage: 10 });
    expect(portalSearchParams(query).toString()).toBe('');
  });

  it('reads and writes every parameter back the same', () => {
    const params = new URLSearchParams(
      'q=Hamburg&status=in-transit&mode=sea&sort=arrival-asc&page=3&perPage=25',
    );
    const query = portalQueryOf(params);
    expect(query).toEqual({
      q: 'Hamburg',
      status: 'in-transit',
      mode: 'sea',
      sort: 'arrival-asc',
      page: 3,
      perPage: 25,
    });
    expect(portalSearchParams(query).toString()).toBe(params.toString());
  });

  it('drops what the API would refuse, parameter by parameter', () => {
    const query = portalQueryOf(
      new URLSearchParams(
        `q=${'x'.repeat(101)}&status=lost&sort=price&page=0&perPage=7&company=3&mode=air`,
      ),
    );
    expect(query).toEqual({ mode: 'air', sort: 'booked-desc', page: 1, perPage: 10 });
    expect(portalQueryOf(new URLSearchParams('q=%20%20&status=canceled'))).toMatchObject({
      q: undefined,
      status: 'canceled',
    });
  });

  it('starts a new search or filter at the first page', () => {
    const query = portalQueryOf(new URLSearchParams('page=4'));
    expect(refined(query, { status: 'delivered' })).toMatchObject({
      status: 'delivered',
      page: 1,
    });
  });
});
