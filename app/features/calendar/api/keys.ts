/**
 * The calendar's query keys (docs/adding-a-screen.md section 4a): every read starts with
 * 'calendar', and the changes invalidate by these.
 */
export const calendarKeys = {
  all: ['calendar'] as const,
  events: ['calendar', 'events'] as const,
  feedLink: ['calendar', 'feed-link'] as const,
};
