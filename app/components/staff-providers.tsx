// Mantine's complete styles for the staff screens, in cascade layer `mantine`: the app's own CSS
// (unlayered) always wins, whatever order the chunks load in (docs/decisions/0003-css-budget.md).
import '@mantine/core/styles.layer.css';
import '@mantine/spotlight/styles.layer.css';
import '@mantine/notifications/styles.layer.css';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { getQueryClient } from '../lib/query-client';

/**
 * Server state (TanStack Query) and notifications for the dashboard and full-page layouts.
 * They live here rather than in root.tsx so the public pages' first load stays under budget
 * (docs/decisions/0003-css-budget.md); the public site makes no queries.
 */
export function StaffProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={getQueryClient()}>
      <Notifications position="top-right" />
      {children}
    </QueryClientProvider>
  );
}
