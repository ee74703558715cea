import type { MemoryOutbox } from '../../platform/memory/outbox';
import type { ShipmentMailChoice } from './contract';
import type { ShipmentFollower, ShipmentMailStore } from './store';

interface FollowerRow extends ShipmentFollower {
  tokenHash: string | null;
  requestedAt: Date;
  confirmedAt: Date | null;
}

/**
 * The followers and choices in memory (browser mode, the tests without a database). Every method
 * changes what it changes before its first await. A shipment's followers go with the shipment on
 * SQL (a foreign key); here `followers` of a removed shipment are simply never asked for.
 */
export function memoryShipmentMailStore(outbox?: MemoryOutbox): ShipmentMailStore {
  const followers = new Map<number, FollowerRow>();
  const choices = new Map<number, ShipmentMailChoice>();
  let highestId = 0;
  const view = ({ id, shipmentId, email, language }: FollowerRow): ShipmentFollower => ({
    id,
    shipmentId,
    email,
    language,
  });
  const find = (shipmentId: number, email: string) =>
    [...followers.values()].find((row) => row.shipmentId === shipmentId && row.email === email);

  return {
    async requestFollow({ shipmentId, email, language, tokenHash, at, mail }) {
      const row = find(shipmentId, email);
      if (row?.confirmedAt) return 'following';
      if (row) Object.assign(row, { language, tokenHash, requestedAt: at });
      else {
        const id = ++highestId;
        followers.set(id, {
          id,
          shipmentId,
          email,
          language,
          tokenHash,
          requestedAt: at,
          confirmedAt: null,
        });
      }
      if (outbox) await outbox.transaction((tx) => outbox.enqueue(tx, [mail], at));
      return 'queued';
    },
    async confirmFollow(tokenHash, since, at) {
      const row = [...followers.values()].find((r) => r.tokenHash === tokenHash);
      if (!row || row.confirmedAt || row.requestedAt <= since) return undefined;
      Object.assign(row, { tokenHash: null, confirmedAt: at });
      return row.shipmentId;
    },
    async getFollower(id) {
      const row = followers.get(id);
      return row && view(row);
    },
    async removeFollower(id) {
      return followers.delete(id);
    },
    async followers(shipmentId) {
      return [...followers.values()]
        .filter((row) => row.shipmentId === shipmentId && row.confirmedAt)
        .sort((a, b) => a.id - b.id)
        .map(view);
    },
    async choiceOf(personId) {
      return choices.get(personId);
    },
    async choicesOf(personIds) {
      return new Map(
        personIds.flatMap((id) => {
          const choice = choices.get(id);
          return choice ? [[id, choice] as const] : [];
        }),
      );
    },
    async setChoice(personId, choice) {
      choices.set(personId, choice);
    },
  };
}
