import {
  ActionIcon,
  Alert,
  Avatar,
  Checkbox,
  Group,
  Loader,
  Stack,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import {
  IconMail,
  IconMailOpened,
  IconMenu2,
  IconPaperclip,
  IconSearch,
  IconStar,
  IconStarFilled,
  IconTrash,
  IconTrashX,
} from '@tabler/icons-react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type {
  Email,
  EmailTag,
  MailFilter,
  MailFolder,
  MailLabel,
} from '../../../../api/modules/email/contract';
import { API_ERRORS_NS, apiErrorMessage } from '../../../lib/http/api-error-message';
import classes from '../email.module.css';
import { mailListTime } from '../mail-time';
import { emailPath, isFolder, labelColor } from '../options';
import { LabelMenu, MoveMenu, ToolButton } from './mail-menus';

/** A mail of the list with its one-line text (already plain: shown as text, never as HTML). */
export interface MailEntry {
  mail: Email;
  snippet: string;
}

const ROW_HEIGHT = 76;
/** The rows in sight this close to the last loaded one: the next page is read. */
const LOAD_AHEAD = 30;

interface RowProps {
  entry: MailEntry;
  filter: MailFilter;
  selected: boolean;
  language: string;
  now: Date;
  tags: EmailTag[] | undefined;
  index: number;
  total: number;
  top: number;
  onSelect: (id: number, selected: boolean) => void;
  onStar: (mail: Email) => void;
}

/** One mail: checkbox, star, avatar, sender, time, subject and snippet, labels, attachment mark. */
const MailRow = memo(function MailRow({
  entry: { mail, snippet },
  filter,
  selected,
  language,
  now,
  tags,
  index,
  total,
  top,
  onSelect,
  onStar,
}: RowProps) {
  const { t } = useTranslation('email');
  const weight = mail.unread ? 700 : 400;
  const name =
    mail.mailFolder === 'sent' || mail.mailFolder === 'draft'
      ? t('list.to', { names: mail.to.join(', ') || t('list.no-recipient') })
      : mail.sender_name || mail.sender;
  return (
    <div
      className={classes.row}
      role="listitem"
      aria-setsize={total}
      aria-posinset={index + 1}
      data-selected={selected}
      data-unread={mail.unread}
      data-testid="mail-row"
      data-mail-id={mail.id}
      style={{ top, height: ROW_HEIGHT }}
    >
      <Checkbox
        checked={selected}
        onChange={(event) => onSelect(mail.id, event.currentTarget.checked)}
        aria-label={t('list.select', { subject: mail.subject || t('list.no-subject') })}
        data-testid="mail-select"
      />
      <ActionIcon
        variant="subtle"
        color={mail.isStarred ? 'warning' : 'gray'}
        onClick={() => onStar(mail)}
        aria-label={t('actions.star')}
        aria-pressed={mail.isStarred}
        data-testid="mail-star"
      >
        {mail.isStarred ? (
          <IconStarFilled size={18} aria-hidden />
        ) : (
          <IconStar size={18} aria-hidden />
        )}
      </ActionIcon>
      <Link
        to={emailPath(filter, mail.id)}
        className={`${classes.rowText} ${classes.openLink}`}
        data-testid="mail-open"
      >
        <Group gap="sm" wrap="nowrap">
          <Avatar src={mail.img || undefined} alt="" size={36} radius="xl" visibleFrom="xs">
            {(mail.sender_name || mail.sender).slice(0, 1).toUpperCase()}
          </Avatar>
          <div className={classes.rowText}>
            <Group gap="xs" wrap="nowrap" justify="space-between">
              <Text size="sm" fw={weight} className={classes.ellipsis} data-testid="mail-sender">
                {name}
              </Text>
              <Group gap={6} wrap="nowrap" style={{ flexShrink: 0 }}>
                {mail.labels.map((label: MailLabel) => (
                  <span
                    key={label}
                    className={classes.dot}
                    style={{ background: `var(--mantine-color-${labelColor(label, tags)}-filled)` }}
                    data-testid={`mail-label-${label}`}
                  >
                    <VisuallyHidden>{t(`labels.${label}`)}</VisuallyHidden>
                  </span>
                ))}
                {mail.attachments.length > 0 && (
                  <IconPaperclip size={16} aria-label={t('list.has-attachments')} role="img" />
                )}
                <Text size="xs" c="dimmed" fw={mail.unread ? 700 : 400} data-testid="mail-time">
                  {mailListTime(mail.time, language, now)}
                </Text>
              </Group>
            </Group>
            <Text size="sm" fw={weight} className={classes.ellipsis} data-testid="mail-subject">
              {mail.subject || t('list.no-subject')}
            </Text>
            <Text size="xs" c="dimmed" className={classes.ellipsis} data-testid="mail-snippet">
              {snippet}
            </Text>
          </div>
        </Group>
      </Link>
    </div>
  );
});

export interface MailListProps {
  filter: MailFilter;
  /** the loaded mails (the first pages of the view or search) */
  entries: MailEntry[];
  /** how many mails the view (or search) holds in all, loaded or not */
  total: number;
  /** whether more pages wait, and whether one is being read */
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  loading: boolean;
  error: unknown;
  search: string;
  /** the search the server answered for (a new one starts the list at its top) */
  query: string;
  onSearch: (text: string) => void;
  selected: ReadonlySet<number>;
  onSelect: (id: number, selected: boolean) => void;
  onSelectAll: (selected: boolean) => void;
  onStar: (mail: Email) => void;
  onMove: (folder: MailFolder) => void;
  onToggleLabel: (label: MailLabel) => void;
  onMarkUnread: (unread: boolean) => void;
  onDeleteForever?: () => void;
  onOpenPanel: () => void;
  tags: EmailTag[] | undefined;
}

/**
 * The view's mails: search, select-all and the changes to the selection, then the list, drawn
 * virtually (only the rows in sight exist), so that thousands of mails stay quick.
 */
export function MailList(props: MailListProps) {
  const { filter, entries, selected, tags } = props;
  const { t, i18n } = useTranslation(['email', API_ERRORS_NS]);
  const scroller = useRef<HTMLDivElement>(null);
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer is read each render by design
  const virtualizer = useVirtualizer({
    count: entries.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
  });
  // one 'now' while the list is open, so that the rows keep their memo (today is today's date)
  const [now] = useState(() => new Date());
  const chosen = entries.filter((e) => selected.has(e.mail.id));
  const none = chosen.length === 0;
  // the next page is read as the rows in sight come near the last loaded one
  const lastInSight = virtualizer.getVirtualItems().at(-1)?.index ?? -1;
  const { hasMore, onLoadMore, query } = props;
  // a new search's results start at the top (not at the old scroll, which would read on at once)
  useEffect(() => {
    scroller.current?.scrollTo({ top: 0 });
  }, [query]);
  useEffect(() => {
    if (hasMore && entries.length > 0 && lastInSight >= entries.length - LOAD_AHEAD) onLoadMore();
  }, [hasMore, lastInSight, entries.length, onLoadMore]);
  // select-all selects the loaded mails: the label says so while more wait (docs/decisions/0054)
  const selectAllLabel = props.hasMore
    ? t('list.select-loaded', { count: entries.length })
    : t('list.select-all');
  const all = !none && chosen.length === entries.length;
  const inTrash = filter === 'trash';
  const folder = isFolder(filter) ? filter : undefined;
  const hasLabel = (label: MailLabel) =>
    !none && chosen.every((e) => e.mail.labels.includes(label));

  return (
    <>
      <Stack gap="xs" className={classes.toolbar}>
        <Group gap="xs" wrap="nowrap">
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            hiddenFrom="md"
            onClick={props.onOpenPanel}
            aria-label={t('panel.open')}
            data-testid="open-panel"
          >
            <IconMenu2 size={20} aria-hidden />
          </ActionIcon>
          <Title order={2} size="h4" data-testid="view-title" style={{ whiteSpace: 'nowrap' }}>
            {t(`views.${filter}`)}
          </Title>
          <TextInput
            type="search"
            flex={1}
            miw={0}
            value={props.search}
            onChange={(event) => props.onSearch(event.currentTarget.value)}
            leftSection={<IconSearch size={16} aria-hidden />}
            placeholder={t('list.search')}
            aria-label={t('list.search')}
            data-testid="mail-search"
          />
        </Group>
        <Group gap="xs" justify="space-between" wrap="nowrap">
          <Checkbox
            checked={all}
            indeterminate={!none && !all}
            onChange={(event) => props.onSelectAll(event.currentTarget.checked)}
            label={none ? selectAllLabel : t('list.selected', { count: chosen.length })}
            disabled={entries.length === 0}
            data-testid="select-all"
          />
          <Group gap={2} wrap="nowrap">
            <MoveMenu current={folder} onMove={props.onMove} disabled={none} testId="bulk-move" />
            <LabelMenu
              has={hasLabel}
              onToggle={props.onToggleLabel}
              disabled={none}
              testId="bulk-label"
            />
            <ToolButton
              label={t('actions.mark-read')}
              icon={<IconMailOpened size={20} aria-hidden />}
              onClick={() => props.onMarkUnread(false)}
              disabled={none}
              testId="bulk-read"
            />
            <ToolButton
              label={t('actions.mark-unread')}
              icon={<IconMail size={20} aria-hidden />}
              onClick={() => props.onMarkUnread(true)}
              disabled={none}
              testId="bulk-unread"
            />
            {inTrash ? (
              props.onDeleteForever && (
                <ToolButton
                  label={t('actions.delete-forever')}
                  icon={<IconTrashX size={20} aria-hidden />}
                  onClick={props.onDeleteForever}
                  disabled={none}
                  testId="bulk-delete-forever"
                  color="red"
                />
              )
            ) : (
              <ToolButton
                label={t('actions.trash')}
                icon={<IconTrash size={20} aria-hidden />}
                onClick={() => props.onMove('trash')}
                disabled={none}
                testId="bulk-trash"
              />
            )}
          </Group>
        </Group>
      </Stack>
      {props.error ? (
        <Alert color="red" m="md" role="alert" data-testid="mail-list-error">
          {apiErrorMessage(t, props.error)}
        </Alert>
      ) : props.loading ? (
        <Group justify="center" p="xl">
          <Loader role="status" aria-label={t('list.loading')} />
        </Group>
      ) : entries.length === 0 ? (
        <Text c="dimmed" ta="center" p="xl" data-testid="mail-list-empty">
          {props.search.trim() ? t('list.no-match') : t('list.empty')}
        </Text>
      ) : (
        <div ref={scroller} className={classes.scroller} data-testid="mail-scroller">
          <div
            role="list"
            aria-label={t(`views.${filter}`)}
            style={{ height: virtualizer.getTotalSize(), position: 'relative' }}
          >
            {virtualizer.getVirtualItems().map((item) => {
              const entry = entries[item.index];
              return (
                <MailRow
                  key={entry.mail.id}
                  entry={entry}
                  filter={filter}
                  selected={selected.has(entry.mail.id)}
                  language={i18n.language}
                  now={now}
                  tags={tags}
                  index={item.index}
                  total={props.total}
                  top={item.start}
                  onSelect={props.onSelect}
                  onStar={props.onStar}
                />
              );
            })}
          </div>
          {props.loadingMore && (
            <Group justify="center" p="sm" data-testid="mail-list-more">
              <Loader size="sm" role="status" aria-label={t('list.loading-more')} />
            </Group>
          )}
        </div>
      )}
    </>
  );
}
