import { endpoint } from '../../contract/endpoint';

/**
 * Live updates (docs/decisions/0052-live-updates.md): one stream per tab carries every event
 * addressed to the signed-in staff member, as server-sent events read with fetch and the bearer
 * token. The events themselves are named by the contract of the app they concern
 * (`chatLiveEventTypes` of the chat module, `email.changed` of the email module).
 *
 * Only the kit is imported, no schema: the app's live connection (app/lib/http/live-events.ts),
 * loaded by every staff page, reads this declaration's path.
 */
export const streamLiveEvents = endpoint({
  method: 'GET',
  path: '/api/apps/chat/events',
  summary:
    'Every live event addressed to the reader, of every app: `ready`, then each event, as text/event-stream',
  access: 'editor',
  reply: 'stream',
});
