import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from '../auth.module.css';

/** The frame of every sign-in screen: a picture of the terminal beside the form (wide screens). */
export function AuthCard({
  title,
  subtitle,
  children,
  testId,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  testId: string;
}) {
  return (
    <Paper className={classes.card} withBorder shadow="md" radius="lg" data-testid={testId}>
      <div className={classes.art}>
        <img src="/images/auth/sign-in.svg" alt="" width={480} height={600} />
      </div>
      <Stack className={classes.body} gap="md">
        <div>
          <Title order={1} size="h2" mb={6}>
            {title}
          </Title>
          {subtitle && (
            <Text size="sm" className={classes.tagline}>
              {subtitle}
            </Text>
          )}
        </div>
        {children}
      </Stack>
    </Paper>
  );
}
