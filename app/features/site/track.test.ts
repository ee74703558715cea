import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeTrackingNumber } from '../../../api/modules/shipments/contract-tracking-number';
import { trackPath, typedNumberProblem } from './track-check';
import { watchShipment } from './track-live';

const valid = makeTrackingNumber(Uint32Array.from([7, 1, 22, 3, 9, 14, 5, 28, 0, 11]));
/** the same number with its last random character changed: the check character no longer fits */
const mistyped = `${valid.slice(0, -2)}${valid.at(-2) === '2' ? '3' : '2'}${valid.at(-1)}`;

describe('the tracking box check', () => {
  it('says nothing of a half-typed number, then mistyped or malformed at full length', () => {
    expect(typedNumberProblem('FT 7K')).toBeNull();
    expect(typedNumberProblem('')).toBeNull();
    expect(typedNumberProblem(valid)).toBeNull();
    expect(typedNumberProblem(valid.toLowerCase().replace(/(.{4})/g, '$1 '))).toBeNull();
    expect(typedNumberProblem(mistyped)).toBe('mistyped');
    expect(typedNumberProblem('XX2345678923Z')).toBe('malformed');
  });

  it('on submit, also refuses an empty or short number', () => {
    expect(typedNumberProblem('', true)).toBe('empty');
    expect(typedNumberProblem('FT7K', true)).toBe('malformed');
    expect(typedNumberProblem(valid, true)).toBeNull();
  });

  it('goes to the normalized number', () => {
    expect(trackPath(` ${valid.slice(0, 6).toLowerCase()}-${valid.slice(6)} `)).toBe(
      `/track/${valid}`,
    );
  });
});

class FakeSource extends EventTarget {
  static opened: FakeSource[] = [];
  readyState = 0;
  closed = false;
  constructor(readonly url: string) {
    super();
    FakeSource.opened.push(this);
  }
  close() {
    this.closed = true;
    this.readyState = 2;
  }
  send(type: string, data: unknown) {
    this.dispatchEvent(new MessageEvent(type, { data: JSON.stringify(data) }));
  }
}

describe('watchShipment', () => {
  afterEach(() => {
    FakeSource.opened = [];
    vi.useRealTimers();
  });

  const open = (url: string) => new FakeSource(url) as unknown as EventSource;

  it('in server mode, calls back on shipment.changed of its own number only', () => {
    const onChange = vi.fn();
    const stop = watchShipment(valid, onChange, { mode: 'server', openStream: open });
    const source = FakeSource.opened[0]!;
    expect(source.url).toBe(`/api/track/${valid}/events`);
    source.send('message', { type: 'shipment.changed', trackingNumber: valid });
    source.send('shipment.changed', { trackingNumber: valid });
    source.send('message', { type: 'shipment.changed', trackingNumber: mistyped });
    source.send('message', { type: 'ready' });
    expect(onChange).toHaveBeenCalledTimes(2);
    stop();
    expect(source.closed).toBe(true);
  });

  it("fetches again when a stream's ready names a change the page does not show", () => {
    const onChange = vi.fn();
    let shown = '2026-03-02T10:00:00.000Z';
    const stop = watchShipment(valid, onChange, {
      mode: 'server',
      openStream: open,
      shownUpdatedAt: () => shown,
    });
    const source = FakeSource.opened[0]!;
    source.dispatchEvent(new Event('open'));
    // the change the page shows: nothing to fetch
    source.send('ready', { expiresAt: '2026-03-02T10:30:00.000Z', updatedAt: shown });
    expect(onChange).not.toHaveBeenCalled();
    // a change between the page's look-up and the stream's start: fetched
    shown = '2026-03-02T09:59:00.000Z';
    source.send('ready', {
      expiresAt: '2026-03-02T10:30:00.000Z',
      updatedAt: '2026-03-02T10:00:00.000Z',
    });
    expect(onChange).toHaveBeenCalledTimes(1);
    stop();
  });

  it('reconnects with a growing wait when the stream is closed, and fetches again after', () => {
    vi.useFakeTimers();
    const onChange = vi.fn();
    const stop = watchShipment(valid, onChange, {
      mode: 'server',
      openStream: open,
      baseDelayMs: 1_000,
    });
    const first = FakeSource.opened[0]!;
    first.readyState = 2;
    first.dispatchEvent(new Event('error'));
    expect(FakeSource.opened).toHaveLength(1);
    vi.advanceTimersByTime(1_000);
    expect(FakeSource.opened).toHaveLength(2);
    const second = FakeSource.opened[1]!;
    second.readyState = 2;
    second.dispatchEvent(new Event('error'));
    vi.advanceTimersByTime(1_000);
    expect(FakeSource.opened).toHaveLength(2);
    vi.advanceTimersByTime(1_000);
    expect(FakeSource.opened).toHaveLength(3);
    FakeSource.opened[2]!.dispatchEvent(new Event('open'));
    FakeSource.opened[2]!.send('ready', { updatedAt: '2026-03-02T10:00:00.000Z' });
    expect(onChange).toHaveBeenCalledTimes(1);
    stop();
    vi.advanceTimersByTime(60_000);
    expect(FakeSource.opened).toHaveLength(3);
  });

  it('in browser mode, polls until stopped', () => {
    vi.useFakeTimers();
    const onChange = vi.fn();
    const stop = watchShipment(valid, onChange, { mode: 'browser', pollMs: 30_000 });
    vi.advanceTimersByTime(90_000);
    expect(onChange).toHaveBeenCalledTimes(3);
    stop();
    vi.advanceTimersByTime(90_000);
    expect(onChange).toHaveBeenCalledTimes(3);
  });
});

describe("the tracking page's words and dates", () => {
  it('fills the prerendered words with their values, leaving unknown ones', async () => {
    const { fillLabel } = await import('./track-labels');
    expect(
      fillLabel('{{status}}, {{place}} {{other}}', { status: 'At port', place: 'Hamburg' }),
    ).toBe('At port, Hamburg {{other}}');
  });

  it('reads a plain date as that day in any time zone', async () => {
    const { trackDates } = await import('./track-dates');
    expect(trackDates('en').date('2026-03-01')).toBe('March 1, 2026');
    expect(trackDates('de').date('2026-03-01')).toBe('1. März 2026');
  });
});
