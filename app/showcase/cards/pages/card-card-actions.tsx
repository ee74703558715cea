import { Alert, Button, Group, SimpleGrid, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconRestore } from '@tabler/icons-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { prefetchWhenSignedIn } from '../../../lib/session/prefetch';
import { demoUserQueryOptions, useDemoUser } from '../api/get-demo-user';
import { useWeather, weatherQueryOptions } from '../api/get-weather';
import { ActionCard } from '../components/actions/action-card';
import {
  ShipmentSteps,
  UserSummary,
  WeatherSummary,
} from '../components/actions/action-card-contents';

export function clientLoader() {
  prefetchWhenSignedIn(
    weatherQueryOptions(),
    demoUserQueryOptions(89),
    demoUserQueryOptions(58),
    demoUserQueryOptions(16),
  );
  return null;
}

/** The cards of the page, in order: each a different set of actions. */
const CARDS = [
  'all',
  'collapse',
  'refresh',
  'remove',
  'collapse-remove',
  'refresh-remove',
] as const;
type CardId = (typeof CARDS)[number];

/**
 * /ui-elements/card/card-actions (a card page, docs/product.md section 4.12): cards that collapse,
 * refresh their read and can be removed. A removed card's place passes the focus to the next card's
 * heading (or the previous, or Restore cards); Restore cards brings them all back, so the page is
 * never left empty.
 */
export default function CardActionsScreen() {
  const { t } = useTranslation('cards');
  const [shown, setShown] = useState<CardId[]>([...CARDS]);
  const [announcement, setAnnouncement] = useState('');
  // where the focus goes once the page has drawn the change (a removed card has left it)
  const focusTarget = useRef<CardId | 'restore' | null>(null);
  const headings = useRef(new Map<CardId, HTMLHeadingElement>());
  const restoreButton = useRef<HTMLButtonElement>(null);

  const user89 = useDemoUser(89);
  const user58 = useDemoUser(58);
  const user16 = useDemoUser(16);
  const weather = useWeather();

  useEffect(() => {
    const target = focusTarget.current;
    if (!target) return;
    focusTarget.current = null;
    if (target === 'restore') restoreButton.current?.focus();
    else headings.current.get(target)?.focus();
  }, [shown]);

  const remove = (id: CardId, title: string) => {
    const index = shown.indexOf(id);
    const rest = shown.filter((c) => c !== id);
    setShown(rest);
    focusTarget.current = rest[index] ?? rest[index - 1] ?? 'restore';
    setAnnouncement(t('actions.removed', { title }));
  };

  const restore = () => {
    setShown([...CARDS]);
    focusTarget.current = CARDS[0];
    setAnnouncement(t('actions.restored'));
  };

  const card = (
    id: CardId,
    title: string,
    actions: { collapse?: boolean; refresh?: () => Promise<{ isError: boolean }>; remove?: true },
    body: ReactNode,
  ) =>
    shown.includes(id) && (
      <ActionCard
        key={id}
        title={title}
        testId={`action-card-${id}`}
        collapsible={actions.collapse}
        onRefresh={actions.refresh}
        onRemove={actions.remove ? () => remove(id, title) : undefined}
        headingRef={(el) => {
          if (el) headings.current.set(id, el);
          else headings.current.delete(id);
        }}
      >
        {body}
      </ActionCard>
    );

  const removed = CARDS.length - shown.length;
  return (
    <Stack gap="lg" data-testid="card-actions-screen">
      <Group justify="space-between" align="center" gap="sm">
        <Text size="sm" maw={720}>
          {t('actions.intro')}
        </Text>
        {removed > 0 && (
          <Button
            ref={restoreButton}
            variant="light"
            leftSection={<IconRestore size={16} aria-hidden />}
            onClick={restore}
            data-testid="restore-cards"
          >
            {t('actions.restoreCards', { count: removed })}
          </Button>
        )}
      </Group>
      {shown.length === 0 && (
        <Alert color="gray" data-testid="all-removed">
          {t('actions.allRemoved')}
        </Alert>
      )}
      {/* cards keep their own height: a collapsed one shrinks instead of stretching to its row */}
      <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} spacing="lg" style={{ alignItems: 'start' }}>
        {card(
          'all',
          t('actions.cards.all'),
          { collapse: true, refresh: () => user89.refetch(), remove: true },
          <UserSummary read={user89} />,
        )}
        {card('collapse', t('actions.cards.collapse'), { collapse: true }, <ShipmentSteps />)}
        {card(
          'refresh',
          t('actions.cards.refresh'),
          { refresh: () => weather.refetch() },
          <WeatherSummary read={weather} />,
        )}
        {card(
          'remove',
          t('actions.cards.remove'),
          { remove: true },
          <Text size="sm">{t('actions.removeText')}</Text>,
        )}
        {card(
          'collapse-remove',
          t('actions.cards.collapseRemove'),
          { collapse: true, remove: true },
          <UserSummary read={user58} />,
        )}
        {card(
          'refresh-remove',
          t('actions.cards.refreshRemove'),
          { refresh: () => user16.refetch(), remove: true },
          <UserSummary read={user16} />,
        )}
      </SimpleGrid>
      <VisuallyHidden role="status" aria-live="polite" data-testid="page-status">
        {announcement}
      </VisuallyHidden>
    </Stack>
  );
}
