/**
 * The chat's query keys (docs/adding-a-screen.md section 4a): every read starts with 'chat', so a
 * reconnect can ask for all of them again; the live events (../live.ts) and the mutations
 * invalidate by these.
 */
export const chatKeys = {
  all: ['chat'] as const,
  profile: ['chat', 'profile'] as const,
  contacts: ['chat', 'contacts'] as const,
  chatContacts: ['chat', 'chat-contacts'] as const,
  threads: ['chat', 'thread'] as const,
  thread: (contactId: number) => ['chat', 'thread', contactId] as const,
};
