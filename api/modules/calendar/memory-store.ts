import type { CalendarEvent, CalendarLabel } from './contract';
import type { AuthStore } from '../auth/store';
import type { CalendarStore } from './store';
import { calendarLabelsSeed } from './seed';
import { memoryTable } from '../../platform/memory/table';

type StoredEvent = Omit<CalendarEvent, 'createdBy'> & { createdBy: number | null };

/**
 * The calendar in memory: events with their creator's id; the creator's name is the account's
 * display name in the auth store, read when an event is answered (as SQL joins it).
 */
export function memoryCalendarStore(
  rows: readonly CalendarEvent[],
  auth: Pick<AuthStore, 'findUserById'>,
  labels: readonly CalendarLabel[] = calendarLabelsSeed,
): CalendarStore {
  const events = memoryTable<StoredEvent>(
    rows.map((event) => ({ ...event, createdBy: event.createdBy?.id ?? null })),
  );
  /** account id to feed secret, and back */
  const secrets = new Map<number, string>();
  const owners = new Map<string, number>();

  async function withCreator({ createdBy, ...event }: StoredEvent): Promise<CalendarEvent> {
    const creator = createdBy === null ? undefined : await auth.findUserById(createdBy);
    return { ...event, createdBy: creator ? { id: creator.id, name: creator.displayName } : null };
  }
  function setSecret(accountId: number, secret: string) {
    const old = secrets.get(accountId);
    if (old !== undefined) owners.delete(old);
    secrets.set(accountId, secret);
    owners.set(secret, accountId);
  }

  return {
    async listEvents() {
      return Promise.all((await events.list()).map(withCreator));
    },
    insertEvent: events.insert,
    async searchEvents(q, limit) {
      const needle = q.toLowerCase();
      const found = (await events.list())
        .filter((event) => `${event.title}\n${event.description}`.toLowerCase().includes(needle))
        .sort((a, b) => b.id - a.id);
      return {
        total: found.length,
        events: await Promise.all(found.slice(0, limit).map(withCreator)),
      };
    },
    async patchEvent(id, change) {
      const current = await events.get(id);
      if (!current) return undefined;
      // the name, read before: the creator never changes; the patch itself has no await inside
      const { createdBy } = await withCreator(current);
      const row = await events.patchWith(id, (now) => change({ ...now, createdBy }));
      return row && { ...row, createdBy };
    },
    removeEvent: events.remove,
    async listLabels() {
      return labels.map((label) => ({ ...label }));
    },
    async feedSecret(accountId, secret) {
      if (!secrets.has(accountId)) setSecret(accountId, secret);
      return secrets.get(accountId)!;
    },
    async replaceFeedSecret(accountId, secret) {
      setSecret(accountId, secret);
    },
    async feedAccount(secret) {
      return owners.get(secret);
    },
  };
}
