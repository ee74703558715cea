import { Anchor, Badge, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useKnowledgeBaseCategory } from '../api/get-knowledge-base-category';
import { ArticleList } from '../components/kb/article-list';
import { HelpLoadError, HelpLoading, HelpNotFound, isNotFound } from '../components/kb/help-status';
import { KNOWLEDGE_BASE_PATH } from '../components/kb/links';

/**
 * /pages/knowledge-base/category?category=<id> (a help page, docs/product.md section 7.16): a
 * category's articles; an unknown or missing id says so, with the way back to the knowledge base.
 */
export default function KnowledgeBaseCategoryScreen() {
  const { t } = useTranslation('knowledge-base');
  const [params] = useSearchParams();
  const id = params.get('category') ?? '';
  const category = useKnowledgeBaseCategory(id);
  const missing = !id || isNotFound(category.error);

  return (
    <Stack data-testid="knowledge-base-category-screen" gap="lg" maw={960}>
      {missing ? (
        <HelpNotFound
          title={t('notFound.categoryTitle')}
          message={t('notFound.category')}
          backTo={KNOWLEDGE_BASE_PATH}
          backLabel={t('back.knowledgeBase')}
        />
      ) : category.isPending ? (
        <HelpLoading />
      ) : category.isError ? (
        <HelpLoadError onRetry={() => void category.refetch()} />
      ) : (
        <>
          <Anchor component={Link} to={KNOWLEDGE_BASE_PATH} size="sm">
            <IconArrowLeft size={14} aria-hidden style={{ verticalAlign: 'middle' }} />{' '}
            {t('back.knowledgeBase')}
          </Anchor>
          <Stack gap={4}>
            <Group gap="xs">
              <Title order={2} data-testid="category-title">
                {category.data.category.title}
              </Title>
              <Badge variant="light">
                {t('categories.count', { count: category.data.category.articleCount })}
              </Badge>
            </Group>
            <Text c="dimmed">{category.data.category.description}</Text>
          </Stack>
          <ArticleList articles={category.data.articles} label={t('category.articles')} />
        </>
      )}
    </Stack>
  );
}
