import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A label above its value, as a profile shows a person's details (the people view, the chat's
 * profile drawer); a value that is not there shows as a quiet dash. Line breaks in text are kept.
 */
export function LabelledValue({
  label,
  children,
  testId,
}: {
  label: string;
  children: ReactNode;
  testId: string;
}) {
  const empty = children === undefined || children === null || children === '';
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text
        size="sm"
        data-testid={testId}
        c={empty ? 'dimmed' : undefined}
        style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}
      >
        {empty ? '–' : children}
      </Text>
    </div>
  );
}
