import type { NewOutboxMessage } from '../../platform/outbox';
import type { ShipmentStatus } from './contract';
import { latestEvent, type OutboxWrite, type ShipmentChange, type ShipmentRecord } from './store';

/**
 * What a shipment's change tells the people who follow it (docs/decisions/0075): a new status
 * (canceled for a cancellation), or a later estimated arrival than any told before. The change
 * queues it in its own transaction as one fan-out of the outbox (docs/decisions/0074); the
 * status mail module (api/modules/shipment-mail) turns it into each reader's mail when the
 * worker takes it, so the save costs the same with a thousand readers as with none.
 */
export const SHIPMENT_NOTICE_KIND = 'shipment-notice';

export interface ShipmentNotice {
  shipmentId: number;
  /** status: `status` is the new one; delay: the arrival moved later than any estimate before */
  change: 'status' | 'delay';
  status?: ShipmentStatus | 'canceled';
  /** when: the event's time, or the change's */
  at: string;
  estimatedArrival: string;
  /** the origin the mails' links point to (the mailer's link origin, else the request's) */
  linkOrigin: string;
}

/** names the change a notice tells of: its fan-out's key, and the start of each of its mails' */
export function noticeKey(notice: ShipmentNotice): string {
  return `${notice.shipmentId}:${notice.change}:${notice.at}:${notice.status ?? notice.estimatedArrival}`;
}

/** The notice as an outbox fan-out; its key names the change, so it is queued once. */
export function noticeMessage(notice: ShipmentNotice): NewOutboxMessage {
  return { kind: SHIPMENT_NOTICE_KIND, dedupeKey: noticeKey(notice), fanOut: { ...notice } };
}

/** reads a fan-out's data back (written by noticeMessage) */
export function noticeOf(data: Record<string, unknown>): ShipmentNotice {
  return data as unknown as ShipmentNotice;
}

/**
 * The notices of one change of `current` (decided, not yet written): a status mail when the
 * latest event's status changes (the new event is the latest by time, then by being the newest)
 * or the shipment is canceled; a delay mail when the new estimate of the arrival is later than
 * every estimate before (so one that moves back and forth mails only when it passes the latest
 * told). Undefined when there is nothing to tell.
 */
export function noticesOf(
  current: ShipmentRecord,
  change: ShipmentChange,
  at: Date,
  linkOrigin: string,
): OutboxWrite | undefined {
  const notices: ShipmentNotice[] = [];
  const estimatedArrival = change.fields?.estimatedArrival ?? current.estimatedArrival;
  const base = { shipmentId: current.id, estimatedArrival, linkOrigin };
  if (change.fields?.canceledAt && !current.canceledAt) {
    notices.push({ ...base, change: 'status', status: 'canceled', at: change.fields.canceledAt });
  }
  if (change.event) {
    const latest = latestEvent([
      ...current.events,
      { ...change.event, id: Number.MAX_SAFE_INTEGER },
    ]);
    if (latest.id === Number.MAX_SAFE_INTEGER && latest.status !== current.status) {
      notices.push({ ...base, change: 'status', status: latest.status, at: latest.at });
    }
  }
  if (change.arrival) {
    const told = Math.max(...current.arrivalHistory.map((a) => Date.parse(a.estimatedArrival)));
    if (Date.parse(change.arrival.estimatedArrival) > told) {
      notices.push({ ...base, change: 'delay', at: change.arrival.at });
    }
  }
  return notices.length ? { at, messages: notices.map(noticeMessage) } : undefined;
}
