import { endpointUrl } from '../../../api/contract/endpoint';
import { TRACKING_POLL_MS } from '../../../api/modules/shipments/contract';
import { trackShipmentEvents } from '../../../api/modules/shipments/endpoints';
import { apiMode } from '../../lib/http/api-mode';

export interface ShipmentWatchOptions {
  /** server: the public stream; browser: polling (no server holds a stream for a visitor) */
  mode?: 'server' | 'browser';
  pollMs?: number;
  /** the first wait after a dropped stream, doubled after each, up to maxDelayMs */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** opens the stream (tests pass a fake) */
  openStream?: (url: string) => EventSource;
  /** the `updatedAt` of the shipment the page shows: a stream that reports another one calls back */
  shownUpdatedAt?: () => string | undefined;
}

/**
 * Calls `onChange` whenever the shipment may have changed, until the function it answers is
 * called (the page is left). In server mode it holds the public stream
 * GET /api/track/:number/events (docs/decisions/0066; no token, so a plain EventSource), calls
 * `onChange` on each `shipment.changed`, and when a stream's `ready` names a last change other than
 * the one shown (events are not replayed: what changed before the stream listened, on the first
 * connect as after a reconnect, is fetched again), and reconnects after 1, 2, 4 ... 30 s when the
 * stream is closed. In browser mode it asks every TRACKING_POLL_MS.
 */
export function watchShipment(
  number: string,
  onChange: () => void,
  {
    mode = apiMode,
    pollMs = TRACKING_POLL_MS,
    baseDelayMs = 1_000,
    maxDelayMs = 30_000,
    openStream = typeof EventSource === 'undefined' ? undefined : (url) => new EventSource(url),
    shownUpdatedAt = () => undefined,
  }: ShipmentWatchOptions = {},
): () => void {
  if (mode === 'browser' || !openStream) {
    const timer = setInterval(onChange, pollMs);
    return () => clearInterval(timer);
  }
  const open = openStream;
  let stopped = false;
  let source: EventSource | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;
  let opened = false;

  const changed = (event: MessageEvent<string>) => {
    try {
      const data = JSON.parse(event.data) as { type?: string; trackingNumber?: string };
      // the server sends this shipment's events only; the check costs nothing
      if (data.trackingNumber && data.trackingNumber !== number) return;
      if (event.type === 'shipment.changed' || data.type === 'shipment.changed') onChange();
    } catch {
      // not JSON (a comment or a keep-alive): nothing changed
    }
  };

  const ready = (event: MessageEvent<string>) => {
    try {
      const { updatedAt } = JSON.parse(event.data) as { updatedAt?: string };
      if (updatedAt !== shownUpdatedAt()) onChange();
    } catch {
      onChange();
    }
  };

  const connect = () => {
    if (stopped) return;
    opened = false;
    source = open(endpointUrl(trackShipmentEvents, { number }));
    source.addEventListener('open', () => {
      failures = 0;
      opened = true;
    });
    source.addEventListener('ready', ready as EventListener);
    source.addEventListener('message', changed);
    source.addEventListener('shipment.changed', changed as EventListener);
    source.addEventListener('error', () => {
      // EventSource retries by itself while CONNECTING; CLOSED means it gave up (an error reply)
      if (source?.readyState !== 2) {
        if (opened) failures = Math.max(failures, 1);
        return;
      }
      source.close();
      failures += 1;
      const delay = Math.min(maxDelayMs, baseDelayMs * 2 ** (failures - 1));
      timer = setTimeout(connect, delay * (0.75 + Math.random() / 4));
    });
  };

  connect();
  return () => {
    stopped = true;
    clearTimeout(timer);
    source?.close();
  };
}
