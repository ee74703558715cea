import { Card, SimpleGrid } from '@mantine/core';
import type { ReactNode } from 'react';

/** The chart pages' grid: one card per chart, two columns from md up, one on phones. */
export function ChartGrid({ children, testId }: { children: ReactNode; testId: string }) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" data-testid={testId}>
      {children}
    </SimpleGrid>
  );
}

/** A chart's card; `wide` spans both columns (the large-data line). */
export function ChartCard({ children, wide }: { children: ReactNode; wide?: boolean }) {
  return (
    <Card
      withBorder
      padding="lg"
      radius="md"
      miw={0}
      style={wide ? { gridColumn: '1 / -1' } : undefined}
      data-testid="chart-card"
    >
      {children}
    </Card>
  );
}
