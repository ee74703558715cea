import { Anchor, Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconBook } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { HELP_QUERY_MAX } from '../../../../api/modules/help/contract';
import { useKnowledgeBase } from '../api/get-knowledge-base';
import { ArticleList, NothingFound } from '../components/kb/article-list';
import { HelpLoadError, HelpLoading } from '../components/kb/help-status';
import { SearchBox } from '../components/kb/search-box';
import { categoryHref, searchWordsOf } from '../components/kb/links';

/**
 * /pages/knowledge-base (a help page, docs/product.md section 7.16): the staff's knowledge base: a
 * search of every article (the words in the address as `?q=`, asked of the API as you type) and the
 * categories with their counts, each opening its articles.
 */
export default function KnowledgeBaseScreen() {
  const { t } = useTranslation('knowledge-base');
  const [params, setParams] = useSearchParams();
  const query = (params.get('q') ?? '').slice(0, HELP_QUERY_MAX);
  // the box hands its words to the address once the typing pauses: the API is asked for those
  const asked = query.trim();
  const kb = useKnowledgeBase(asked);
  const words = searchWordsOf(asked);
  const search = (text: string) =>
    setParams(text ? { q: text } : {}, { replace: true, preventScrollReset: true });
  const results = asked ? kb.data?.results : undefined;

  return (
    <Stack data-testid="knowledge-base-screen" gap="lg">
      <Stack gap={4}>
        <Title order={2}>{t('heading')}</Title>
        <Text c="dimmed">{t('intro')}</Text>
      </Stack>
      <SearchBox
        query={query}
        onSearch={search}
        busy={kb.isFetching && !!asked}
        labels={{
          label: t('search.label'),
          placeholder: t('search.placeholder'),
          clear: t('search.clear'),
          busy: t('status.searching'),
        }}
        testId="kb-search"
      />
      {results && (
        <Stack component="section" gap="sm" aria-labelledby="kb-results-title">
          <Title order={3} size="h4" id="kb-results-title">
            {t('search.results')}
          </Title>
          <Text size="sm" role="status" data-testid="kb-found">
            {t('search.found', { count: results.length })}
          </Text>
          {results.length === 0 ? (
            <NothingFound>{t('search.none')}</NothingFound>
          ) : (
            <ArticleList articles={results} words={words} label={t('search.results')} />
          )}
        </Stack>
      )}
      {kb.isPending ? (
        <HelpLoading />
      ) : kb.isError && !kb.data ? (
        <HelpLoadError onRetry={() => void kb.refetch()} />
      ) : (
        <Stack component="section" gap="sm" aria-labelledby="kb-categories-title">
          <Title order={3} size="h4" id="kb-categories-title">
            {t('categories.title')}
          </Title>
          <SimpleGrid
            component="ul"
            cols={{ base: 1, sm: 2, lg: 3 }}
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
          >
            {kb.data?.categories.map((category) => (
              <Card component="li" key={category.id} withBorder radius="md" padding="lg">
                <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
                  <Group gap="xs" wrap="nowrap" align="flex-start">
                    <IconBook size={20} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
                    <Anchor
                      component={Link}
                      to={categoryHref(category.id)}
                      fw={600}
                      data-testid={`category-link-${category.id}`}
                    >
                      {category.title}
                    </Anchor>
                  </Group>
                  <Badge variant="light" style={{ flexShrink: 0 }}>
                    {t('categories.count', { count: category.articleCount })}
                  </Badge>
                </Group>
                <Text size="sm" c="dimmed" mt="xs">
                  {category.description}
                </Text>
              </Card>
            ))}
          </SimpleGrid>
        </Stack>
      )}
    </Stack>
  );
}
