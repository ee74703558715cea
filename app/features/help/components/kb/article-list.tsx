import { Anchor, Highlight, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { HelpArticleSummary } from '../../../../../api/modules/help/contract';
import { articleHref } from './links';

/** A list of articles, each its title as a link and its first words; `words` are highlighted. */
export function ArticleList({
  articles,
  words = [],
  label,
}: {
  articles: HelpArticleSummary[];
  words?: string[];
  /** the list's accessible name */
  label: string;
}) {
  return (
    <Stack component="ul" gap="sm" p={0} m={0} aria-label={label} style={{ listStyle: 'none' }}>
      {articles.map((article) => (
        <Paper component="li" key={article.id} withBorder p="md" radius="md">
          <Anchor
            component={Link}
            to={articleHref(article.categoryId, article.id)}
            fw={600}
            data-testid={`article-link-${article.id}`}
          >
            <Highlight component="span" highlight={words} accentInsensitive={false} inherit>
              {article.title}
            </Highlight>
          </Anchor>
          <Highlight
            highlight={words}
            accentInsensitive={false}
            size="sm"
            c="dimmed"
            mt={4}
            style={{ overflowWrap: 'anywhere' }}
          >
            {article.snippet}
          </Highlight>
        </Paper>
      ))}
    </Stack>
  );
}

/** The empty state of a list. */
export function NothingFound({ children }: { children: string }) {
  return (
    <Text c="dimmed" role="status">
      {children}
    </Text>
  );
}
