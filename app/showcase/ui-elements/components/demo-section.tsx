import { Card, Code, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';

/**
 * One demonstration of a page: a card (a region named by its heading, an h2 of the page), a
 * sentence on what it shows, optionally the code that makes it, then the demonstration.
 */
export function DemoSection({
  id,
  title,
  description,
  code,
  children,
}: {
  id: string;
  title: string;
  description: string;
  code?: string;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Card
      component="section"
      withBorder
      radius="md"
      padding="lg"
      aria-labelledby={titleId}
      data-testid={`demo-${id}`}
    >
      <Title order={2} size="h4" id={titleId} data-testid="demo-title">
        {title}
      </Title>
      <Text size="sm" c="dimmed" mt={4} mb="md">
        {description}
      </Text>
      {code && (
        <Code block mb="md" data-testid="demo-code">
          {code}
        </Code>
      )}
      {children}
    </Card>
  );
}
