import { Button, Card, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface NoticeCardProps {
  icon: ReactNode;
  title: string;
  text: string;
  /** the way on: a button to this path */
  action: { label: string; to: string; icon: ReactNode; testId: string };
  testId: string;
}

/** A screen with nothing to show ("Product not found", an empty wish list), and the way on. */
export function NoticeCard({ icon, title, text, action, testId }: NoticeCardProps) {
  return (
    <Card withBorder radius="md" padding="xl" data-testid={testId}>
      <Stack align="center" gap="sm" ta="center" py="xl">
        {icon}
        <Title order={2} size="h3">
          {title}
        </Title>
        <Text c="dimmed" maw={480}>
          {text}
        </Text>
        <Button
          component={Link}
          to={action.to}
          leftSection={action.icon}
          data-testid={action.testId}
        >
          {action.label}
        </Button>
      </Stack>
    </Card>
  );
}
