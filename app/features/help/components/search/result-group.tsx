import { Anchor, Avatar, Badge, Group, Highlight, Paper, Stack, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** One result as a group lists it. */
export interface ResultItem {
  key: string;
  title: string;
  snippet?: string;
  href: string;
  image?: string;
  icon?: ReactNode;
}

/** The words of the search, each highlighted where it occurs. */
export const searchWords = (q: string) => q.trim().split(/\s+/).filter(Boolean);

/** The marks stay readable in both themes (axe's contrast check). */
const markStyles = {
  backgroundColor: 'light-dark(var(--mantine-color-yellow-2), var(--mantine-color-yellow-8))',
  color: 'light-dark(var(--mantine-color-black), var(--mantine-color-black))',
  borderRadius: 2,
  padding: '0 1px',
};

/**
 * One kind of result (pages, people, mails...): its title with how many match in all, then
 * each result as a link to its screen, the words of the search marked (`<mark>`).
 */
export function ResultGroup({
  kind,
  title,
  total,
  items,
  q,
}: {
  kind: string;
  title: string;
  total: number;
  items: ResultItem[];
  q: string;
}) {
  const { t } = useTranslation('search');
  const headingId = useId();
  const words = searchWords(q);
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="section"
      aria-labelledby={headingId}
      data-testid={`search-group-${kind}`}
    >
      <Group justify="space-between" wrap="nowrap" mb="sm">
        <Title order={2} size="h4" id={headingId}>
          {title}
        </Title>
        <Badge
          variant="light"
          data-testid={`search-count-${kind}`}
          aria-label={t('count', { count: total })}
        >
          {total}
        </Badge>
      </Group>
      <Stack gap="xs" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {items.map((item) => (
          <li key={item.key} style={{ minWidth: 0 }}>
            <Group gap="sm" wrap="nowrap" align="flex-start">
              {item.image ? <Avatar src={item.image} alt="" size={36} radius="sm" /> : item.icon}
              <div style={{ minWidth: 0, flex: 1 }}>
                <Anchor component={Link} to={item.href} fw={600} data-testid="search-result">
                  <Highlight
                    component="span"
                    highlight={words}
                    highlightStyles={markStyles}
                    inherit
                  >
                    {item.title}
                  </Highlight>
                </Anchor>
                {item.snippet && (
                  <Highlight
                    highlight={words}
                    highlightStyles={markStyles}
                    size="sm"
                    c="dimmed"
                    style={{ overflowWrap: 'anywhere' }}
                  >
                    {item.snippet}
                  </Highlight>
                )}
              </div>
            </Group>
          </li>
        ))}
      </Stack>
      {total > items.length && (
        <Text size="sm" c="dimmed" mt="sm">
          {t('more', { shown: items.length, total })}
        </Text>
      )}
    </Paper>
  );
}
