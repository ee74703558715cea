import { Button, Paper, Text, Title } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import classes from './status-page.module.css';

export interface StatusAction {
  label: string;
  to?: string;
  onClick?: () => void;
  icon?: Icon;
  primary?: boolean;
  testId?: string;
}

interface StatusPageProps {
  icon: Icon;
  /** a big status code (404, 500) shown above the title */
  code?: string;
  title: string;
  description: string;
  actions: StatusAction[];
  children?: ReactNode;
  testId: string;
}

/** The designed full-page status screen: an illustration, a title, a text and a way back. */
export function StatusPage({
  icon: Art,
  code,
  title,
  description,
  actions,
  children,
  testId,
}: StatusPageProps) {
  return (
    <Paper className={classes.card} shadow="md" radius="lg" withBorder data-testid={testId}>
      <div className={classes.art} aria-hidden>
        <Art size={72} stroke={1.3} />
      </div>
      {code && (
        <div className={classes.code} aria-hidden>
          {code}
        </div>
      )}
      <Title order={1} size="h2" mb="xs">
        {title}
      </Title>
      <Text c="dimmed" size="md" maw={420} mx="auto">
        {description}
      </Text>
      {children}
      <div className={classes.actions}>
        {actions.map(({ label, to, onClick, icon: ActionIcon, primary, testId: id }) => {
          const common = {
            variant: primary ? 'filled' : 'default',
            leftSection: ActionIcon ? <ActionIcon size={18} aria-hidden /> : undefined,
            'data-testid': id,
          } as const;
          return to ? (
            <Button key={label} component={Link} to={to} {...common}>
              {label}
            </Button>
          ) : (
            <Button key={label} onClick={onClick} {...common}>
              {label}
            </Button>
          );
        })}
      </div>
    </Paper>
  );
}
