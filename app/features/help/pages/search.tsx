import { Alert, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { SEARCH_QUERY_MAX } from '../../../../api/modules/search/contract';
import { apiErrorMessage } from '../../../lib/http/api-error-message';
import { useAuthState } from '../../../lib/session/auth-state';
import { isLanguageCode } from '../../../lib/i18n/languages';
import { dashboardPages, hrefOf, matchPages } from '../../../lib/ui/page-matches';
import { useSearchEverything } from '../api/search-everything';
import { ResultGroup, type ResultItem } from '../components/search/result-group';
import { resultHref } from '../components/search/result-links';

/** How long typing pauses before the search runs, in ms. */
const SEARCH_DELAY = 300;
/** The most pages of the registry listed. */
const PAGES_SHOWN = 8;

/**
 * /pages/search?q= (docs/product.md section 7.16): search across everything the reader may see. The
 * pages of the registry are matched here, as the navbar's page search does
 * (app/lib/ui/page-matches.ts); people, products, mails, the reader's own tasks, events and
 * articles come from one API call, grouped by kind with counts. The search text is the address's
 * `q`, so a search is linkable.
 */
export default function SearchScreen() {
  const { t, i18n } = useTranslation(['search', 'pages', 'api-errors']);
  const auth = useAuthState();
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const [typed, setTyped] = useState(q);
  // the address follows the typing once it pauses (one history entry, replaced)
  const follow = useDebouncedCallback((value: string) => {
    const next = value.trim();
    setParams(next ? { q: next } : {}, { replace: true });
  }, SEARCH_DELAY);
  // the address changed from elsewhere (back, forward, the navbar's search): the field follows
  const [seen, setSeen] = useState(q);
  if (q !== seen) {
    setSeen(q);
    if (typed.trim() !== q) setTyped(q);
  }

  const lang = isLanguageCode(i18n.language) ? i18n.language : 'en';
  const result = useSearchEverything(q, lang);

  const pageItems = useMemo<ResultItem[]>(() => {
    if (!q) return [];
    const entries = dashboardPages(auth).map((page) => ({
      page,
      title: t(page.titleKey, { ns: 'pages' }),
      group: page.group ? t(`group-${page.group}`, { ns: 'pages' }) : '',
    }));
    return matchPages(entries, q).map(({ page, title, group }) => ({
      key: page.id,
      title,
      snippet: group,
      href: hrefOf(page),
    }));
  }, [auth, q, t]);

  const groups = (q && result.data?.groups.filter((group) => group.total > 0)) || [];
  const nothing =
    q !== '' && !result.isPending && !result.isError && pageItems.length === 0 && !groups.length;

  return (
    <Stack data-testid="search-screen" gap="md" maw={960}>
      <TextInput
        type="search"
        label={t('label')}
        description={t('description')}
        placeholder={t('placeholder')}
        leftSection={<IconSearch size={18} aria-hidden />}
        value={typed}
        maxLength={SEARCH_QUERY_MAX}
        onChange={(event) => {
          setTyped(event.currentTarget.value);
          follow(event.currentTarget.value);
        }}
        data-testid="search-input"
        size="md"
      />
      <Group gap="xs" mih={24} aria-live="polite">
        {q && result.isFetching && <Loader size="xs" role="status" aria-label={t('loading')} />}
        {q && result.data && !result.isFetching && (
          <Text size="sm" c="dimmed" data-testid="search-summary">
            {t('summary', {
              count: pageItems.length + groups.reduce((sum, group) => sum + group.total, 0),
              q,
            })}
          </Text>
        )}
      </Group>
      {!q && <Text c="dimmed">{t('empty')}</Text>}
      {result.isError && (
        <Alert color="red" title={t('failed')}>
          {apiErrorMessage(t, result.error)}
        </Alert>
      )}
      {nothing && <Text data-testid="search-nothing">{t('nothing', { q })}</Text>}
      {pageItems.length > 0 && (
        <ResultGroup
          kind="pages"
          title={t('kinds.pages')}
          total={pageItems.length}
          items={pageItems.slice(0, PAGES_SHOWN)}
          q={q}
        />
      )}
      {groups.map((group) => (
        <ResultGroup
          key={group.kind}
          kind={group.kind}
          title={t(`kinds.${group.kind}`)}
          total={group.total}
          q={q}
          items={group.hits.map((hit) => ({
            key: hit.id,
            title: hit.title,
            snippet: hit.snippet,
            href: resultHref(group.kind, hit),
            image: hit.image,
          }))}
        />
      ))}
    </Stack>
  );
}
