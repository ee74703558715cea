import type { ContactMessage } from './contract';
import type { ContactStore } from './store';
import { idCounter } from '../../platform/memory/ids';

export function memoryContactStore(rows: ContactMessage[] = []): ContactStore {
  const messages = new Map(rows.map((row) => [row.id, structuredClone(row)]));
  const nextId = idCounter(rows);
  return {
    async insert(message) {
      const id = nextId();
      messages.set(id, { ...structuredClone(message), id });
      return id;
    },
    async reserveId() {
      return nextId();
    },
    async list() {
      return [...messages.values()].map((row) => structuredClone(row));
    },
  };
}
