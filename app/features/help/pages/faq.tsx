import { Accordion, Anchor, Badge, Group, Highlight, Stack, Text, Title } from '@mantine/core';
import { IconLink } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { HELP_QUERY_MAX, type FaqGroup } from '../../../../api/modules/help/contract';
import { useFaq } from '../api/get-faq';
import { NothingFound } from '../components/kb/article-list';
import { HelpLoadError, HelpLoading } from '../components/kb/help-status';
import { holdsEvery, searchWordsOf } from '../components/kb/links';
import { SearchBox } from '../components/kb/search-box';

/** The groups with only the questions holding every word (all of them without words). */
function filterFaq(groups: FaqGroup[], words: string[]): FaqGroup[] {
  if (words.length === 0) return groups;
  return groups
    .map((group) => ({
      ...group,
      questions: group.questions.filter((item) =>
        holdsEvery(`${item.question} ${item.answer.join(' ')}`, words),
      ),
    }))
    .filter((group) => group.questions.length > 0);
}

const idOfHash = (hash: string) => {
  try {
    return decodeURIComponent(hash.replace(/^#/, ''));
  } catch {
    return '';
  }
};

/**
 * /pages/faq (a help page, docs/product.md section 7.16): the company's shipping questions,
 * grouped, searchable as you type (the words filter and are highlighted; `?q=` keeps them in the
 * address), each answer linkable as `/pages/faq#<question-id>`, which opens and scrolls to it.
 */
export default function FaqScreen() {
  const { t } = useTranslation('faq');
  const faq = useFaq();
  const [params, setParams] = useSearchParams();
  const query = (params.get('q') ?? '').slice(0, HELP_QUERY_MAX);
  const words = useMemo(() => searchWordsOf(query), [query]);
  const { hash } = useLocation();
  const hashId = idOfHash(hash);

  // the answers opened by hand, and while searching those opened or closed for that search
  const [open, setOpen] = useState<string[]>(() => (hashId ? [hashId] : []));
  const [searchOpen, setSearchOpen] = useState<{ query: string; value: string[] } | null>(null);
  // a new #question in the address opens that answer (state adjusted while rendering)
  const [seenHash, setSeenHash] = useState(hashId);
  if (seenHash !== hashId) {
    setSeenHash(hashId);
    if (hashId && !open.includes(hashId)) setOpen([...open, hashId]);
  }

  const groups = useMemo(() => filterFaq(faq.data?.groups ?? [], words), [faq.data, words]);
  const found = groups.reduce((sum, group) => sum + group.questions.length, 0);
  // while searching, every answer found is open until the reader closes it
  const value =
    words.length === 0
      ? open
      : searchOpen?.query === query
        ? searchOpen.value
        : groups.flatMap((group) => group.questions.map((item) => item.id));
  const change = (next: string[]) =>
    words.length === 0 ? setOpen(next) : setSearchOpen({ query, value: next });

  // scroll to the linked answer once the questions are there
  const loaded = !!faq.data;
  useEffect(() => {
    if (loaded && hashId) document.getElementById(hashId)?.scrollIntoView({ block: 'start' });
  }, [loaded, hashId]);

  const search = (text: string) =>
    setParams(text ? { q: text } : {}, { replace: true, preventScrollReset: true });

  return (
    <Stack data-testid="faq-screen" gap="lg" maw={960}>
      <Stack gap={4}>
        <Title order={2}>{t('heading')}</Title>
        <Text c="dimmed">{t('intro')}</Text>
      </Stack>
      <SearchBox
        query={query}
        onSearch={search}
        labels={{
          label: t('search.label'),
          placeholder: t('search.placeholder'),
          clear: t('search.clear'),
          busy: t('search.label'),
        }}
        testId="faq-search"
      />
      {words.length > 0 && faq.data && (
        <Text size="sm" role="status" data-testid="faq-found">
          {t('search.found', { count: found })}
        </Text>
      )}
      {faq.isPending ? (
        <HelpLoading />
      ) : faq.isError ? (
        <HelpLoadError onRetry={() => void faq.refetch()} />
      ) : found === 0 && words.length > 0 ? (
        <NothingFound>{t('search.none')}</NothingFound>
      ) : (
        groups.map((group) => (
          <Stack
            key={group.id}
            gap="xs"
            component="section"
            aria-labelledby={`faq-group-${group.id}`}
          >
            <Group gap="xs">
              <Title order={3} id={`faq-group-${group.id}`} size="h4">
                {group.title}
              </Title>
              <Badge
                variant="light"
                aria-label={t('group.count', { count: group.questions.length })}
              >
                {group.questions.length}
              </Badge>
            </Group>
            <Accordion multiple variant="separated" value={value} onChange={change}>
              {group.questions.map((item) => (
                <Accordion.Item
                  key={item.id}
                  value={item.id}
                  id={item.id}
                  style={{ scrollMarginTop: 96 }}
                  data-testid={`faq-item-${item.id}`}
                >
                  <Accordion.Control>
                    <Highlight
                      component="span"
                      highlight={words}
                      accentInsensitive={false}
                      inherit
                      fw={500}
                    >
                      {item.question}
                    </Highlight>
                  </Accordion.Control>
                  <Accordion.Panel>
                    {item.answer.map((paragraph) => (
                      <Highlight
                        key={paragraph}
                        highlight={words}
                        accentInsensitive={false}
                        mb="xs"
                      >
                        {paragraph}
                      </Highlight>
                    ))}
                    <Anchor
                      href={`#${item.id}`}
                      size="sm"
                      aria-label={t('link.label', { question: item.question })}
                    >
                      <IconLink size={14} aria-hidden style={{ verticalAlign: 'middle' }} />{' '}
                      {t('link.text')}
                    </Anchor>
                  </Accordion.Panel>
                </Accordion.Item>
              ))}
            </Accordion>
          </Stack>
        ))
      )}
    </Stack>
  );
}
