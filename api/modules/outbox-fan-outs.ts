import type { OutboxFanOuts } from '../platform/outbox';
import type { ApiDeps } from './deps';
import { shipmentMailFanOuts } from './shipment-mail';

/**
 * The handlers of every fan-out kind a module queues (docs/decisions/0074): what the outbox's
 * worker is started with (server/main.ts, and the tests' sendOutbox in api/test/harness.ts).
 */
export function outboxFanOuts(deps: ApiDeps): OutboxFanOuts {
  return { ...shipmentMailFanOuts(deps) };
}
