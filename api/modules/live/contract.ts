/**
 * Live updates (docs/decisions/0052-live-updates.md): one stream per tab carries every event
 * addressed to the signed-in staff member, as server-sent events read with fetch and the bearer
 * token. The events themselves are named by the contract of the app they concern
 * (`chatLiveEventTypes` of chat.ts, `email.changed` of email.ts).
 */
export const LIVE_EVENTS_PATH = '/api/apps/chat/events';
