import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { getQueryClient } from '../lib/http/query-client';
import { colorSchemeOf, useSettings } from '../lib/settings/settings-store';
import { cssVariablesResolver, theme } from '../theme';

// The notifications' container (with its transitions) loads after the first paint: notify() puts a
// notification in Mantine's store at once, and the container shows it once it is there
// (docs/decisions/0063).
const Notifications = lazy(() =>
  import('@mantine/notifications').then((m) => ({ default: m.Notifications })),
);

/**
 * Mantine's styles are the layouts' (docs/decisions/0063): all of them for the full-page screens,
 * the frame's part first for the dashboard (app/layouts/dashboard.tsx).
 *
 * Mantine (theme), server state (TanStack Query) and notifications for the dashboard and
 * full-page layouts. They live here rather than in root.tsx so the public pages' first load stays
 * under budget (docs/decisions/0006-public-first-load-budget.md): the public site uses neither.
 * The colour scheme follows the theme setting (root.tsx applies it to <html> on every page).
 */
export function StaffProviders({ children }: { children: ReactNode }) {
  const colorScheme = colorSchemeOf(useSettings((s) => s.theme));
  return (
    <MantineProvider
      theme={theme}
      forceColorScheme={colorScheme}
      cssVariablesResolver={cssVariablesResolver}
    >
      <QueryClientProvider client={getQueryClient()}>
        <Suspense fallback={null}>
          <Notifications position="top-right" />
        </Suspense>
        {children}
      </QueryClientProvider>
    </MantineProvider>
  );
}
