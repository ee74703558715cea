import { afterEach, describe, expect, it, vi } from 'vitest';
import { trackShipment } from './track-shipment';

vi.mock('../../../lib/http/api-mode', () => ({
  apiMode: 'server',
  ensureBackend: () => Promise.resolve(),
}));

function answer(status: number, body: unknown, headers: Record<string, string> = {}) {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(new Response(JSON.stringify(body), { status, headers }))),
  );
}

const shipment = {
  trackingNumber: 'FT3CXWYF9ZQKR',
  mode: 'sea',
  status: 'in-transit',
  progress: 45,
  canceled: false,
  origin: { name: 'Laem Chabang Port', country: 'TH', lat: 13.08, lng: 100.88 },
  destination: { name: 'Port of Rotterdam', country: 'NL', lat: 51.95, lng: 4.14 },
  plannedDeparture: '2026-11-24',
  estimatedArrival: '2026-12-22',
  updatedAt: '2026-11-25T02:03:00.000Z',
  events: [
    { at: '2026-11-24T14:11:00.000Z', status: 'booked', place: 'Laem Chabang Port', note: '' },
  ],
};

describe('trackShipment: what the page shows for each reply', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('a found shipment, checked against the contract', async () => {
    answer(200, shipment);
    expect(await trackShipment('FT3CXWYF9ZQKR')).toEqual({ kind: 'found', shipment });
  });

  it('a reply with a private field does not fit the strict public reply: failed, not shown', async () => {
    answer(200, { ...shipment, shipper: { name: 'x' } });
    expect(await trackShipment('FT3CXWYF9ZQKR')).toEqual({ kind: 'failed' });
  });

  it('404 not found, 422 mistyped or malformed, 429 with its wait, 500 failed', async () => {
    answer(404, { error: 'not found', code: 'notFound' });
    expect(await trackShipment('FT3CXWYF9ZQKR')).toEqual({ kind: 'notFound' });
    answer(422, { error: 'number: is mistyped', code: 'mistypedNumber', field: 'number' });
    expect(await trackShipment('FT3CXWYF9ZQKR')).toEqual({ kind: 'mistyped' });
    answer(422, { error: 'number: must be', code: 'invalidFormat', field: 'number' });
    expect(await trackShipment('FT3CXWYF9ZQKR')).toEqual({ kind: 'malformed' });
    answer(429, { error: 'Too many', code: 'tooManyAttempts' }, { 'Retry-After': '42' });
    expect(await trackShipment('FT3CXWYF9ZQKR')).toEqual({ kind: 'rateLimited', retryAfter: 42 });
    answer(500, { error: 'boom', code: 'serverError' });
    expect(await trackShipment('FT3CXWYF9ZQKR')).toEqual({ kind: 'failed' });
  });

  it('no answer at all: failed (the page offers to try again)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    expect(await trackShipment('FT3CXWYF9ZQKR')).toEqual({ kind: 'failed' });
  });
});
