import { ActionIcon, Alert, Group, Loader, Stack, Text, Tooltip } from '@mantine/core';
import { useDisclosure, useDocumentVisibility } from '@mantine/hooks';
import {
  IconArrowLeft,
  IconInfoCircle,
  IconMessages,
  IconPin,
  IconPinFilled,
} from '@tabler/icons-react';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ChatContact } from '../../../../api/modules/chat/contract';
import { API_ERRORS_NS, apiErrorMessage } from '../../../lib/http/api-error-message';
import { useChatThread } from '../api/get-chat-thread';
import { useMarkAllSeen } from '../api/mark-all-seen';
import { useSendMessage } from '../api/send-message';
import { useSetPinned } from '../api/set-pinned';
import classes from '../chat.module.css';
import {
  useForgetMessage,
  usePendingMessages,
  withoutDelivered,
  type PendingMessage,
} from '../pending';
import { ContactAvatar, statusKey } from './contact-avatar';
import { MessageInput } from './message-input';
import { MessageList, shownMessages } from './message-list';
import { ProfileDrawer } from './profile-drawer';
import { notify } from '../../../lib/ui/notify';

/** Nothing chosen yet (on a phone this side is hidden then). */
export function NoConversation() {
  const { t } = useTranslation('chat');
  return (
    <div className={classes.conversation} data-testid="chat-no-conversation">
      <Stack align="center" justify="center" h="100%" gap="xs" p="xl">
        <IconMessages size={56} stroke={1.2} aria-hidden color="var(--mantine-color-dimmed)" />
        <Text c="dimmed" ta="center">
          {t('conversation.choose')}
        </Text>
      </Stack>
    </div>
  );
}

/**
 * The conversation with one colleague: their picture, name and status, the pin, their profile,
 * the messages and the input. Opening it (and every message that comes while it is open) marks
 * what they sent as seen.
 */
export function Conversation({ contact }: { contact: ChatContact }) {
  const { t } = useTranslation(['chat', API_ERRORS_NS]);
  const uid = contact.uid;
  const thread = useChatThread(uid);
  const markSeen = useMarkAllSeen();
  const setPinned = useSetPinned();
  const send = useSendMessage();
  const forget = useForgetMessage();
  const pending = usePendingMessages(uid);
  const [profileOpened, profile] = useDisclosure(false);

  const stored = thread.data?.msg;
  // once per newest message: a refused marking is not tried again in a loop; and only while the
  // page is in sight (a conversation left open in a hidden tab is not read)
  const unseenKey = thread.data?.unseenMsg ? `${uid}:${stored?.at(-1)?.id}` : null;
  const marked = useRef<string | null>(null);
  const visible = useDocumentVisibility() === 'visible';
  const { mutate: markSeenMutate } = markSeen;
  useEffect(() => {
    if (visible && unseenKey && marked.current !== unseenKey) {
      marked.current = unseenKey;
      markSeenMutate(uid);
    }
  }, [uid, unseenKey, visible, markSeenMutate]);

  const messages = useMemo(
    () => shownMessages(stored ?? [], withoutDelivered(pending, stored ?? [])),
    [stored, pending],
  );

  const sendText = (textContent: string) => {
    const afterId = Math.max(0, ...(stored ?? []).map((m) => m.id));
    send.mutate({ contactId: uid, textContent, afterId });
  };
  const retry = (message: PendingMessage) => {
    forget(message.mutationId);
    send.mutate({ contactId: uid, textContent: message.textContent, afterId: message.afterId });
  };

  const pinned = thread.data?.isPinned ?? false;
  const togglePin = () =>
    setPinned.mutate(
      { contactId: uid, value: !pinned },
      {
        onError: (error) =>
          notify('error', t('conversation.pin-failed'), apiErrorMessage(t, error), 4000),
      },
    );

  return (
    <section
      className={classes.conversation}
      aria-label={t('conversation.label', { name: contact.displayName })}
      data-testid="chat-conversation"
    >
      <div className={classes.header}>
        <ActionIcon
          component={Link}
          to="/apps/chat"
          variant="subtle"
          color="gray"
          className={classes.back}
          aria-label={t('conversation.back')}
          data-testid="chat-back"
        >
          <IconArrowLeft size={20} aria-hidden />
        </ActionIcon>
        <ContactAvatar contact={contact} />
        <div style={{ flex: 1, minWidth: 0 }}>
          <Text fw={600} truncate component="h2" size="md" m={0} data-testid="chat-contact-name">
            {contact.displayName}
          </Text>
          <Text size="xs" c="dimmed" data-testid="chat-contact-status">
            {t(`status.${statusKey(contact.status)}`)}
          </Text>
        </div>
        {thread.data && (
          <Tooltip label={pinned ? t('conversation.unpin') : t('conversation.pin')}>
            <ActionIcon
              variant="subtle"
              color={pinned ? undefined : 'gray'}
              onClick={togglePin}
              loading={setPinned.isPending}
              aria-label={t('conversation.pinned')}
              aria-pressed={pinned}
              data-testid="chat-pin"
            >
              {pinned ? <IconPinFilled size={20} aria-hidden /> : <IconPin size={20} aria-hidden />}
            </ActionIcon>
          </Tooltip>
        )}
        <Tooltip label={t('profile.open')}>
          <ActionIcon
            variant="subtle"
            color="gray"
            onClick={profile.open}
            aria-label={t('profile.open')}
            data-testid="chat-open-profile"
          >
            <IconInfoCircle size={20} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </div>
      {thread.isPending ? (
        <Group justify="center" p="xl" style={{ flex: 1 }}>
          <Loader role="status" aria-label={t('loading')} />
        </Group>
      ) : thread.isError ? (
        <Alert color="red" variant="light" m="md" data-testid="chat-thread-error">
          {apiErrorMessage(t, thread.error)}
        </Alert>
      ) : (
        <MessageList contact={contact} messages={messages} onRetry={retry} />
      )}
      <MessageInput key={uid} onSend={sendText} />
      <ProfileDrawer contact={contact} opened={profileOpened} onClose={profile.close} />
    </section>
  );
}
