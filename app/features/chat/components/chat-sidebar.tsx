import {
  Alert,
  Badge,
  Group,
  Loader,
  Stack,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconPinFilled, IconSearch } from '@tabler/icons-react';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ChatContact, ChatContactSummary } from '../../../../api/modules/chat/contract';
import { formatTime12h } from '../../../lib/format/format';
import { API_ERRORS_NS, apiErrorMessage } from '../../../lib/http/api-error-message';
import { useChatContacts } from '../api/get-chat-contacts';
import { useChatProfile } from '../api/get-chat-profile';
import { useContacts } from '../api/get-contacts';
import { dayNameOf, formatDay } from '../chat-time';
import classes from '../chat.module.css';
import { ContactAvatar, departmentName, statusKey } from './contact-avatar';
import { StatusMenu } from './status-menu';

/** The reader's own picture, name and status at the top of the list. */
function OwnProfile() {
  const { t } = useTranslation(['chat', API_ERRORS_NS]);
  const profile = useChatProfile();
  if (profile.isError)
    return (
      <Alert color="red" variant="light" m="sm" data-testid="chat-profile-error">
        {apiErrorMessage(t, profile.error)}
      </Alert>
    );
  const me = profile.data;
  return (
    <Group gap="sm" p="sm" wrap="nowrap" data-testid="chat-own-profile">
      {me ? (
        <ContactAvatar contact={me} size={44} />
      ) : (
        <Loader size="sm" role="status" aria-label={t('loading')} />
      )}
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text fw={600} truncate data-testid="chat-own-name">
          {me?.displayName}
        </Text>
        {me && <StatusMenu status={me.status} />}
      </Stack>
    </Group>
  );
}

/** When the last message was: its time today, "Yesterday", else its date. */
function LastTime({ time }: { time: string }) {
  const { t, i18n } = useTranslation('chat');
  const now = new Date();
  const day = dayNameOf(time, now);
  const label =
    day === 'today'
      ? formatTime12h(time)
      : day === 'yesterday'
        ? t('day.yesterday')
        : formatDay(time, i18n.language, now);
  return (
    <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
      <time dateTime={time}>{label}</time>
    </Text>
  );
}

function ContactRow({
  contact,
  summary,
  selected,
}: {
  contact: ChatContact;
  summary?: ChatContactSummary['chat'];
  selected: boolean;
}) {
  const { t } = useTranslation('chat');
  const last = summary?.lastMessage;
  const unseen = summary?.unseenMsg ?? 0;
  const preview = last
    ? last.isSent
      ? t('list.you', { text: last.textContent })
      : last.textContent
    : contact.about || departmentName(t, contact.department);
  return (
    <Link
      to={`?contact=${contact.uid}`}
      className={classes.contact}
      aria-current={selected ? 'true' : undefined}
      data-testid={`chat-contact-${contact.uid}`}
    >
      <ContactAvatar contact={contact} />
      <div style={{ flex: 1, minWidth: 0 }}>
        <Group gap={4} wrap="nowrap" justify="space-between">
          <Text fw={unseen ? 700 : 600} size="sm" truncate>
            {contact.displayName}
          </Text>
          {last && <LastTime time={last.time} />}
        </Group>
        <Group gap={4} wrap="nowrap" justify="space-between">
          <Text size="xs" c="dimmed" truncate data-testid="chat-contact-preview">
            <VisuallyHidden>
              {t('list.status-of', { status: t(`status.${statusKey(contact.status)}`) })}
            </VisuallyHidden>
            {preview}
          </Text>
          {summary?.isPinned && (
            <IconPinFilled size={14} aria-label={t('list.pinned')} style={{ flex: 'none' }} />
          )}
          {unseen > 0 && (
            <Badge size="sm" circle={unseen < 10} data-testid="chat-contact-unseen">
              {unseen}
              <VisuallyHidden>{t('list.unseen', { count: unseen })}</VisuallyHidden>
            </Badge>
          )}
        </Group>
      </div>
    </Link>
  );
}

const matches = (contact: ChatContact, needle: string) =>
  contact.displayName.toLowerCase().includes(needle);

function Section({
  title,
  testId,
  empty,
  children,
}: {
  title: string;
  testId: string;
  empty: string | null;
  children: ReactNode;
}) {
  const id = `${testId}-title`;
  return (
    <section aria-labelledby={id} data-testid={testId}>
      <Title order={2} id={id} size="h6" c="primary" px={8} pt="sm" pb={4}>
        {title}
      </Title>
      {empty ? (
        <Text size="sm" c="dimmed" px={8} py={4}>
          {empty}
        </Text>
      ) : (
        <Stack gap={2}>{children}</Stack>
      )}
    </section>
  );
}

/**
 * The list side: the reader's profile and status, the search, "Chats" (pinned first, then the
 * most recent, as the API orders them) and "Contacts" (colleagues without a thread yet).
 */
export function ChatSidebar({ selected }: { selected?: number }) {
  const { t } = useTranslation(['chat', API_ERRORS_NS]);
  const [search, setSearch] = useState('');
  const chats = useChatContacts();
  const contacts = useContacts();
  const needle = search.trim().toLowerCase();

  const shownChats = useMemo(
    () => (chats.data ?? []).filter((c) => matches(c, needle)),
    [chats.data, needle],
  );
  const shownContacts = useMemo(() => {
    const withThread = new Set((chats.data ?? []).map((c) => c.uid));
    return (contacts.data ?? []).filter((c) => !withThread.has(c.uid) && matches(c, needle));
  }, [chats.data, contacts.data, needle]);

  const error = chats.error ?? contacts.error;
  const loading = chats.isPending || contacts.isPending;

  return (
    <div className={classes.sidebar} data-testid="chat-sidebar">
      <OwnProfile />
      <div style={{ padding: '0 12px 8px' }}>
        <TextInput
          type="search"
          aria-label={t('search.label')}
          placeholder={t('search.placeholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          data-testid="chat-search"
        />
      </div>
      <nav className={classes.sidebarList} aria-label={t('list.label')}>
        {error ? (
          <Alert color="red" variant="light" data-testid="chat-list-error">
            {apiErrorMessage(t, error)}
          </Alert>
        ) : loading ? (
          <Group justify="center" p="lg">
            <Loader size="sm" role="status" aria-label={t('loading')} />
          </Group>
        ) : (
          <>
            <Section
              title={t('list.chats')}
              testId="chat-list-chats"
              empty={shownChats.length ? null : needle ? t('list.no-match') : t('list.no-chats')}
            >
              {shownChats.map((c) => (
                <ContactRow
                  key={c.uid}
                  contact={c}
                  summary={c.chat}
                  selected={c.uid === selected}
                />
              ))}
            </Section>
            <Section
              title={t('list.contacts')}
              testId="chat-list-contacts"
              empty={
                shownContacts.length ? null : needle ? t('list.no-match') : t('list.no-contacts')
              }
            >
              {shownContacts.map((c) => (
                <ContactRow key={c.uid} contact={c} selected={c.uid === selected} />
              ))}
            </Section>
          </>
        )}
      </nav>
    </div>
  );
}
