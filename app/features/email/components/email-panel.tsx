import { Badge, Button, NavLink, Stack, Text } from '@mantine/core';
import { IconPencilPlus } from '@tabler/icons-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MailFilter } from '../../../../api/modules/email/contract';
import { useEmailMeta } from '../api/get-email-meta';
import { useEmailTags } from '../api/get-email-tags';
import classes from '../email.module.css';
import { emailPath, labelColor, labels, panelViews } from '../options';

/**
 * The side panel: Compose, the folders with their counts (unread of inbox and spam, the drafts),
 * and the labels with their colours and unread counts (GET /api/apps/email/meta).
 */
export function EmailPanel({
  filter,
  onCompose,
  onNavigate,
}: {
  filter: MailFilter;
  onCompose: () => void;
  /** called after a view is chosen (the phone's drawer closes) */
  onNavigate?: () => void;
}) {
  const { t } = useTranslation('email');
  // the panel is drawn twice on a phone (beside the list, hidden, and in the drawer)
  const labelsId = useId();
  const meta = useEmailMeta().data;
  const tags = useEmailTags().data;
  const counts: Partial<Record<MailFilter, number>> = {
    inbox: meta?.unreadMails.folder.inbox.length,
    spam: meta?.unreadMails.folder.spam.length,
    draft: meta?.draftMails.length,
    ...Object.fromEntries(labels.map((l) => [l, meta?.unreadMails.label[l]?.length])),
  };
  const count = (view: MailFilter) => {
    const n = counts[view];
    if (!n) return null;
    return (
      <Badge
        size="sm"
        variant={view === 'draft' ? 'light' : 'filled'}
        color={view === 'draft' ? 'gray' : 'brand'}
        data-testid={`count-${view}`}
        aria-label={t(view === 'draft' ? 'panel.drafts-count' : 'panel.unread-count', { count: n })}
      >
        {n}
      </Badge>
    );
  };
  const link = (view: MailFilter, label: string, icon: ReactNode) => (
    <NavLink
      key={view}
      component={Link}
      to={emailPath(view)}
      onClick={onNavigate}
      active={view === filter}
      aria-current={view === filter ? 'page' : undefined}
      label={label}
      leftSection={icon}
      rightSection={count(view)}
      data-testid={`view-${view}`}
    />
  );
  return (
    <Stack gap="xs" p="sm" component="nav" aria-label={t('panel.label')} data-testid="email-panel">
      <Button
        leftSection={<IconPencilPlus size={18} aria-hidden />}
        onClick={onCompose}
        fullWidth
        data-testid="compose-button"
      >
        {t('compose.open')}
      </Button>
      <Stack gap={2}>
        {panelViews.map(({ filter: view, icon: Icon }) =>
          link(view, t(`views.${view}`), <Icon size={18} aria-hidden />),
        )}
      </Stack>
      <Text size="xs" fw={600} c="dimmed" tt="uppercase" px="sm" pt="sm" id={labelsId}>
        {t('panel.labels')}
      </Text>
      <Stack gap={2} aria-labelledby={labelsId} role="group">
        {labels.map((label) =>
          link(
            label,
            t(`labels.${label}`),
            <span
              className={classes.dot}
              style={{ background: `var(--mantine-color-${labelColor(label, tags)}-filled)` }}
              aria-hidden
            />,
          ),
        )}
      </Stack>
    </Stack>
  );
}
