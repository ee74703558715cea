import { Badge, Group, Text, useMatches } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BREAKPOINTS, type BreakpointName } from '../breakpoints';

/** The breakpoint the window is in now, announced politely when it changes. */
export function BreakpointBadge() {
  const { t } = useTranslation('ui-elements');
  const current = useMatches<BreakpointName | 'base'>({
    base: 'base',
    sm: 'sm',
    md: 'md',
    lg: 'lg',
    xl: 'xl',
  });
  const from = BREAKPOINTS.find((b) => b.name === current);
  return (
    <Group gap="xs" aria-live="polite" data-testid="current-breakpoint" data-breakpoint={current}>
      <Text size="sm" fw={600}>
        {t('grid.currentBreakpoint')}
      </Text>
      <Badge variant="filled" size="lg" tt="none">
        {from ? t('grid.breakpointFrom', { name: current, px: from.px }) : t('grid.breakpointBase')}
      </Badge>
    </Group>
  );
}

/** The four breakpoints, each with its smallest width. */
export function BreakpointList() {
  const { t } = useTranslation('ui-elements');
  return (
    <Group gap="xs" data-testid="breakpoint-list">
      {BREAKPOINTS.map((b) => (
        <Badge key={b.name} variant="default" tt="none" size="lg">
          {t('grid.breakpointFrom', { name: b.name, px: b.px })}
        </Badge>
      ))}
    </Group>
  );
}
