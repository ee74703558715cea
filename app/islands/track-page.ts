/**
 * The tracking page's look-up (app/features/site/pages/track.tsx renders its element): the number
 * comes from the address (`/track/<number>`, `/<lang>/track/<number>`, or `?number=`, what the box
 * sends without JavaScript, then replaced by the number's address). A number that cannot be one is
 * said at once and never sent; otherwise the loading line, then the public reply
 * (GET /api/track/:number) shown from the prerendered templates, then again whenever the shipment
 * changes (../features/site/track-live.ts: the public stream, or polling in browser mode) while the
 * page is open, a new event announced politely. Under a shipment found (and not canceled), the
 * form to follow it by e-mail (./track-follow.ts). The HTTP client, zod, the live code and the
 * follow form's code load with the first look-up, not with the page.
 */
import type { TrackingReply } from '../../api/modules/shipments/contract';
import {
  checkTrackingNumber,
  formatTrackingNumber,
  normalizeTrackingNumber,
} from '../../api/modules/shipments/contract-tracking-number';
import type { TrackingOutcome } from '../features/site/api/track-shipment';
import { trackDates } from '../features/site/track-dates';
import { fillLabel, type TrackPageLabels } from '../features/site/track-labels';
import { trackPath } from '../features/site/track-check';
import { languageOfPath, localizedPath, unlocalizedPath } from '../lib/i18n/localized-path';
import { readJson } from './island';

/** The number an address names: its `/track/<number>` segment, else its `?number=`. */
export function numberOfAddress(location: { pathname: string; search: string }) {
  const match = /^\/track\/([^/]+)\/?$/.exec(unlocalizedPath(location.pathname));
  let segment: string | undefined;
  try {
    segment = match ? decodeURIComponent(match[1]) : undefined;
  } catch {
    segment = match?.[1];
  }
  if (segment !== undefined) return { number: normalizeTrackingNumber(segment), fromQuery: false };
  const queried = new URLSearchParams(location.search).get('number');
  return { number: queried ? normalizeTrackingNumber(queried) : '', fromQuery: true };
}

/** the badge's colour family by status: done, held up, or on its way */
function tone(status: TrackingReply['status'], canceled: boolean) {
  if (canceled || status === 'exception' || status === 'customs-hold') return 'warning';
  return status === 'delivered' ? 'done' : 'moving';
}

export function mount(element: HTMLElement) {
  const labels = readJson<TrackPageLabels | null>(element, 'data-labels', null);
  const outcome = element.querySelector<HTMLElement>('[data-slot="outcome"]');
  const announcement = element.querySelector<HTMLElement>('[data-slot="announcement"]');
  const follow = element.querySelector<HTMLElement>('[data-slot="follow"]');
  if (!labels || !outcome) return;
  const { number, fromQuery } = numberOfAddress(window.location);
  if (!number) return;
  const language = languageOfPath(window.location.pathname);
  // the form sent before the page was interactive (GET /track?number=...): its number's address
  if (fromQuery) window.history.replaceState(null, '', localizedPath(trackPath(number), language));

  // the box shows the number the page is about (its island checks it as if it were typed)
  const input = document.querySelector<HTMLInputElement>('#track-number');
  if (input) {
    input.value = formatTrackingNumber(number);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  }

  const locale = document.documentElement.lang || 'en';
  const dates = trackDates(locale);
  const shownNumber = formatTrackingNumber(number);

  const template = (name: string) => {
    const found = element.querySelector<HTMLTemplateElement>(`template[data-template="${name}"]`);
    return found
      ? (found.content.cloneNode(true) as DocumentFragment)
      : document.createDocumentFragment();
  };
  const slot = (root: ParentNode, name: string) =>
    root.querySelector<HTMLElement>(`[data-slot="${name}"]`);
  const setText = (root: ParentNode, name: string, text: string) => {
    const found = slot(root, name);
    if (found) found.textContent = text;
    return found;
  };
  const show = (content: DocumentFragment) => {
    outcome.replaceChildren(content);
    outcome.hidden = false;
  };

  const problem = (kind: string, text?: string) => {
    const content = template(kind);
    if (text !== undefined) setText(content, 'text', text);
    show(content);
  };

  const result = (shipment: TrackingReply) => {
    const content = template('result');
    const events = [...shipment.events].reverse();
    const delivered =
      shipment.status === 'delivered' ? events.find((e) => e.status === 'delivered') : undefined;
    const percent = new Intl.NumberFormat(locale, { style: 'percent' }).format(
      shipment.progress / 100,
    );
    const progress = fillLabel(labels.progress, { percent });

    slot(content, 'mode')?.replaceChildren(template(`mode-${shipment.mode}`));
    setText(content, 'number', formatTrackingNumber(shipment.trackingNumber));
    const badge = setText(
      content,
      'status',
      shipment.canceled ? labels.canceledBadge : labels.statuses[shipment.status],
    );
    badge?.setAttribute('data-tone', tone(shipment.status, shipment.canceled));
    setText(
      content,
      'sentence',
      shipment.canceled ? labels.canceled : labels.sentences[shipment.status],
    );
    setText(content, 'origin', shipment.origin.name);
    setText(content, 'destination', shipment.destination.name);
    const line = slot(content, 'line');
    line?.setAttribute('aria-valuenow', String(shipment.progress));
    line?.setAttribute('aria-valuetext', progress);
    const fill = slot(content, 'fill');
    if (fill) fill.style.width = `${shipment.progress}%`;
    const dot = slot(content, 'dot');
    if (dot) dot.style.left = `${shipment.progress}%`;
    setText(content, 'progress', progress);
    setText(content, 'departure', dates.date(shipment.plannedDeparture));
    setText(content, 'arrival-label', delivered ? labels.deliveredOn : labels.arrival);
    setText(
      content,
      'arrival',
      delivered
        ? dates.dateTime(delivered.at)
        : shipment.canceled
          ? labels.noArrival
          : dates.date(shipment.estimatedArrival),
    );
    setText(content, 'updated', dates.dateTime(shipment.updatedAt));

    const timeline = slot(content, 'timeline');
    timeline?.replaceChildren(
      ...events.map((event, index) => {
        const item = template('event');
        const li = item.firstElementChild as HTMLElement | null;
        if (index === 0) li?.setAttribute('data-latest', 'true');
        setText(item, 'time', dates.dateTime(event.at))?.setAttribute('datetime', event.at);
        setText(item, 'status', labels.statuses[event.status]);
        setText(item, 'place', event.place);
        if (event.note) setText(item, 'note', event.note);
        else slot(item, 'note')?.remove();
        return item;
      }),
    );
    show(content);
  };

  const check = checkTrackingNumber(number);
  if (check === 'mistyped')
    return problem('mistyped', fillLabel(labels.mistyped, { number: shownNumber }));
  if (check === 'malformed') return problem('malformed');

  let shown: TrackingReply | undefined;
  let stop: (() => void) | undefined;
  let followMounted = false;

  /**
   * "Follow this shipment by e-mail" under a shipment found and not canceled (a canceled one no
   * longer changes); its island loads with the first shipment found, not with the page.
   */
  let followWanted = false;
  let followReady = false;
  const showFollow = (shipment: TrackingReply | undefined) => {
    if (!follow) return;
    followWanted = Boolean(shipment && !shipment.canceled);
    // shown once its island has made it the form, or browser mode's line
    follow.hidden = !(followWanted && followReady);
    if (!followWanted || followMounted) return;
    followMounted = true;
    import('./track-follow')
      .then((island) => island.mount(follow, number))
      .then(() => {
        followReady = true;
        follow.hidden = !followWanted;
      })
      .catch(() => undefined);
  };

  const render = (state: TrackingOutcome) => {
    showFollow(state.kind === 'found' ? state.shipment : undefined);
    switch (state.kind) {
      case 'found':
        return result(state.shipment);
      case 'notFound':
        return problem('notFound', fillLabel(labels.notFound, { number: shownNumber }));
      case 'mistyped':
        return problem('mistyped', fillLabel(labels.mistyped, { number: shownNumber }));
      case 'malformed':
        return problem('malformed');
      case 'rateLimited': {
        const category = new Intl.PluralRules(locale).select(state.retryAfter);
        const text = labels.rateLimited[category] ?? labels.rateLimited.other ?? '';
        return problem('rateLimited', fillLabel(text, { count: String(state.retryAfter) }));
      }
      case 'failed': {
        problem('failed');
        slot(outcome, 'retry')?.addEventListener('click', () => void start());
        return;
      }
    }
  };

  /** one look-up; `quiet`: a refresh of what is shown, whose failure keeps it. Answers found. */
  const load = async (quiet: boolean) => {
    const { trackShipment } = await import('../features/site/api/track-shipment');
    const state = await trackShipment(number);
    // a failed refresh keeps what is shown: the next change or poll tries again
    if (quiet && state.kind === 'failed' && shown) return true;
    if (state.kind === 'found') {
      const before = shown;
      const latest = state.shipment.events[state.shipment.events.length - 1];
      if (before && latest && state.shipment.events.length > before.events.length && announcement) {
        announcement.textContent = fillLabel(labels.newEvent, {
          status: labels.statuses[latest.status],
          place: latest.place,
        });
      }
      shown = state.shipment;
    }
    render(state);
    return state.kind === 'found';
  };

  const start = async () => {
    stop?.();
    stop = undefined;
    shown = undefined;
    show(template('loading'));
    try {
      // a shipment found is watched while the page is open; an unknown number is not (every
      // stream opening counts against the look-up limit)
      if (!(await load(false))) return;
      const { watchShipment } = await import('../features/site/track-live');
      stop = watchShipment(
        number,
        () => {
          load(true).catch(() => undefined);
        },
        { shownUpdatedAt: () => shown?.updatedAt },
      );
    } catch {
      render({ kind: 'failed' });
    }
  };

  window.addEventListener('pagehide', () => {
    stop?.();
    stop = undefined;
  });
  // back from the back-forward cache: what changed meanwhile, and live again
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) void start();
  });
  // the loading line at once; the look-up (and its code) after the first paint
  show(template('loading'));
  setTimeout(() => void start(), 0);
}
