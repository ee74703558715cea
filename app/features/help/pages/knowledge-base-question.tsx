import { Anchor, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useKnowledgeBaseArticle } from '../api/get-knowledge-base-article';
import { ArticleList } from '../components/kb/article-list';
import { HelpLoadError, HelpLoading, HelpNotFound, isNotFound } from '../components/kb/help-status';
import { categoryHref, KNOWLEDGE_BASE_PATH } from '../components/kb/links';

/**
 * /pages/knowledge-base/category/question?category=<id>&article=<id> (a help page, docs/product.md
 * section 7.16): an article and its related articles. The article is found by its own id (its
 * category comes with it, so a link naming another category still shows it); an unknown or missing
 * id says so, with the way back.
 */
export default function KnowledgeBaseQuestionScreen() {
  const { t } = useTranslation('knowledge-base');
  const [params] = useSearchParams();
  const id = params.get('article') ?? '';
  const categoryId = params.get('category') ?? '';
  const article = useKnowledgeBaseArticle(id);
  const missing = !id || isNotFound(article.error);

  return (
    <Stack data-testid="knowledge-base-question-screen" gap="lg" maw={960}>
      {missing ? (
        <HelpNotFound
          title={t('notFound.articleTitle')}
          message={t('notFound.article')}
          backTo={categoryId ? categoryHref(categoryId) : KNOWLEDGE_BASE_PATH}
          backLabel={categoryId ? t('back.category') : t('back.knowledgeBase')}
        />
      ) : article.isPending ? (
        <HelpLoading />
      ) : article.isError ? (
        <HelpLoadError onRetry={() => void article.refetch()} />
      ) : (
        <>
          <Group gap="md">
            <Anchor component={Link} to={categoryHref(article.data.category.id)} size="sm">
              <IconArrowLeft size={14} aria-hidden style={{ verticalAlign: 'middle' }} />{' '}
              {t('back.to', { category: article.data.category.title })}
            </Anchor>
            <Anchor component={Link} to={KNOWLEDGE_BASE_PATH} size="sm">
              {t('back.knowledgeBase')}
            </Anchor>
          </Group>
          <Stack component="article" gap="sm" aria-labelledby="kb-article-title">
            <Text size="sm" c="dimmed">
              {article.data.category.title}
            </Text>
            <Title order={2} id="kb-article-title" data-testid="article-title">
              {article.data.article.title}
            </Title>
            {article.data.article.body.map((paragraph) => (
              <Text key={paragraph} style={{ overflowWrap: 'anywhere' }}>
                {paragraph}
              </Text>
            ))}
          </Stack>
          {article.data.article.related.length > 0 && (
            <Stack component="section" gap="sm" aria-labelledby="kb-related-title">
              <Divider />
              <Title order={3} size="h4" id="kb-related-title">
                {t('article.related')}
              </Title>
              <ArticleList articles={article.data.article.related} label={t('article.related')} />
            </Stack>
          )}
        </>
      )}
    </Stack>
  );
}
