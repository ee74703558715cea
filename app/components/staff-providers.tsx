// Mantine's complete styles for the staff screens, in cascade layer `mantine`: the app's own CSS
// (unlayered) always wins, whatever order the chunks load in (docs/decisions/0003-css-budget.md).
import '@mantine/core/styles.layer.css';
import '@mantine/spotlight/styles.layer.css';
import '@mantine/notifications/styles.layer.css';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { getQueryClient } from '../lib/query-client';
import { colorSchemeOf, useSettings } from '../lib/settings-store';
import { cssVariablesResolver, theme } from '../theme';

/**
 * Mantine (theme, styles), server state (TanStack Query) and notifications for the dashboard and
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
        <Notifications position="top-right" />
        {children}
      </QueryClientProvider>
    </MantineProvider>
  );
}
