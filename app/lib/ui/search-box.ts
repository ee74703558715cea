/**
 * A search box whose search lives in the address (`?q=`): the portal's shipment list, the FAQ and
 * the knowledge base. The box keeps what is typed; the address follows after a pause. A box whose
 * value was the address itself, changed by a navigation on every key, lost keystrokes (issue 37).
 */
import { useEffect, useRef, useState } from 'react';

/** How long the typing pauses before the address (and the request) follow the box. */
export const SEARCH_PAUSE_MS = 350;

interface Timers {
  set: (run: () => void, ms: number) => unknown;
  clear: (handle: unknown) => void;
}

const realTimers: Timers = {
  set: (run, ms) => setTimeout(run, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * The search box's rule, apart from React: what is typed is the box's own (never overwritten
 * while typing), and is handed on (`commit` of the last keystroke) once the typing has paused for
 * `pauseMs`, trimmed, and only when it differs from what the address already holds. A change of the address from
 * elsewhere (Back, a link) shows in the box only while nothing typed waits to be handed on.
 */
export function searchBox(options: { pauseMs?: number; timers?: Timers } = {}) {
  const { pauseMs = SEARCH_PAUSE_MS, timers = realTimers } = options;
  let pending: unknown = null;
  let committed = '';
  return {
    /** whether something typed waits to be handed on (the box then keeps it) */
    isPending: () => pending !== null,
    /** what the address holds now */
    addressIs(value: string) {
      committed = value;
    },
    typed(value: string, commit: (value: string) => void) {
      if (pending !== null) timers.clear(pending);
      pending = timers.set(() => {
        pending = null;
        const next = value.trim();
        if (next !== committed) {
          committed = next;
          commit(next);
        }
      }, pauseMs);
    },
    /** nothing typed is handed on any more (the box is cleared, or leaves the screen) */
    stop() {
      if (pending !== null) timers.clear(pending);
      pending = null;
    },
  };
}

/**
 * The search box of a list whose search is in the address: `[value, onChange]` for the input.
 * `commit` sets the address; it may change between renders.
 */
export function useSearchBox(addressValue: string, commit: (value: string) => void) {
  const [value, setValue] = useState(addressValue);
  const commitRef = useRef(commit);
  useEffect(() => {
    commitRef.current = commit;
  });
  const [box] = useState(() => searchBox());
  const [seen, setSeen] = useState(addressValue);
  if (seen !== addressValue) {
    // the address changed by itself (Back, a link): the box follows unless the reader is typing
    setSeen(addressValue);
    if (!box.isPending() && addressValue !== value.trim()) setValue(addressValue);
  }
  useEffect(() => box.addressIs(addressValue), [box, addressValue]);
  useEffect(() => () => box.stop(), [box]);
  const onChange = (next: string) => {
    setValue(next);
    // the latest `commit` when the pause ends (a filter chosen meanwhile is kept)
    box.typed(next, (value) => commitRef.current(value));
  };
  /** empties the box at once, dropping what waits (the list's "clear" sets the address itself) */
  const clear = () => {
    box.stop();
    setValue('');
  };
  return [value, onChange, clear] as const;
}
