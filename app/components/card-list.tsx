import { Card, Stack } from '@mantine/core';
import type { ReactNode } from 'react';

/** A list on a phone: one card per item, as a list for screen readers. */
export function CardList<T extends { id: number }>({
  items,
  testId,
  cardTestId,
  children,
}: {
  items: readonly T[];
  testId?: string;
  cardTestId: string;
  /** what one card holds */
  children: (item: T) => ReactNode;
}) {
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} data-testid={testId}>
      {items.map((item) => (
        <Card
          component="li"
          key={item.id}
          withBorder
          radius="md"
          padding="md"
          data-testid={cardTestId}
        >
          {children(item)}
        </Card>
      ))}
    </Stack>
  );
}
