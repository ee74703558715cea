import { Badge, Button, Text } from '@mantine/core';
import { IconAlertCircle, IconCheck, IconChecks, IconClock } from '@tabler/icons-react';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatContact, ChatMessage } from '../../../../api/modules/chat/contract';
import { formatTime12h } from '../../../lib/format/format';
import { dayKey, dayNameOf, formatDay } from '../chat-time';
import classes from '../chat.module.css';
import type { PendingMessage } from '../pending';
import { ContactAvatar } from './contact-avatar';

/** A message as the conversation shows it: stored, or on its way (sending / failed). */
export interface ShownMessage {
  key: string;
  text: string;
  time: string;
  sent: boolean;
  state: 'sending' | 'failed' | 'sent' | 'seen' | 'received';
  pending?: PendingMessage;
}

interface Group {
  key: string;
  day: string | null;
  sent: boolean;
  messages: ShownMessage[];
}

/** Consecutive messages of one sender on one day are a group; each new day starts with its date. */
export function groupsOf(messages: ShownMessage[]): Group[] {
  const groups: Group[] = [];
  let lastDay = '';
  for (const m of messages) {
    const day = dayKey(m.time);
    const last = groups.at(-1);
    if (last && day === lastDay && last.sent === m.sent) {
      last.messages.push(m);
      continue;
    }
    groups.push({ key: m.key, day: day === lastDay ? null : m.time, sent: m.sent, messages: [m] });
    lastDay = day;
  }
  return groups;
}

export function shownMessages(stored: ChatMessage[], pending: PendingMessage[]): ShownMessage[] {
  return [
    ...stored.map<ShownMessage>((m) => ({
      key: `m${m.id}`,
      text: m.textContent,
      time: m.time,
      sent: m.isSent,
      state: m.isSent ? (m.isSeen ? 'seen' : 'sent') : 'received',
    })),
    ...pending.map<ShownMessage>((p) => ({
      key: `p${p.mutationId}`,
      text: p.textContent,
      time: new Date(p.submittedAt).toISOString(),
      sent: true,
      state: p.state,
      pending: p,
    })),
  ];
}

function DaySeparator({ time }: { time: string }) {
  const { t, i18n } = useTranslation('chat');
  const now = new Date();
  const name = dayNameOf(time, now);
  return (
    <div className={classes.day}>
      <Badge variant="default" size="sm" tt="none" fw={500}>
        {name === 'date' ? formatDay(time, i18n.language, now) : t(`day.${name}`)}
      </Badge>
    </div>
  );
}

function StateMark({ state }: { state: ShownMessage['state'] }) {
  const { t } = useTranslation('chat');
  if (state === 'received') return null;
  const Icon = { sending: IconClock, failed: IconAlertCircle, sent: IconCheck, seen: IconChecks }[
    state
  ];
  return (
    <Icon
      size={14}
      // a failed message says so in words beside it
      {...(state === 'failed'
        ? { 'aria-hidden': true }
        : { role: 'img', 'aria-label': t(`message.${state}`) })}
      data-testid={`chat-message-${state}`}
    />
  );
}

function Bubble({
  message,
  onRetry,
}: {
  message: ShownMessage;
  onRetry: (pending: PendingMessage) => void;
}) {
  const { t } = useTranslation('chat');
  return (
    <div className={classes.bubble} data-state={message.state} data-testid="chat-message">
      {/* plain text: React writes it as text, so HTML in a message shows as typed */}
      <Text size="sm" c="inherit" component="div" data-testid="chat-message-text">
        {message.text}
      </Text>
      <div className={classes.meta}>
        <time dateTime={message.time}>{formatTime12h(message.time)}</time>
        {message.state === 'failed' && <span>{t('message.failed')}</span>}
        <StateMark state={message.state} />
      </div>
      {message.state === 'failed' && message.pending && (
        <Button
          size="compact-xs"
          variant="white"
          color="red"
          mt={4}
          onClick={() => message.pending && onRetry(message.pending)}
          data-testid="chat-message-retry"
        >
          {t('message.retry')}
        </Button>
      )}
    </div>
  );
}

/**
 * The messages, grouped by sender with day separators, in a log region (new messages are read
 * out). It follows the newest message when the reader is at the bottom or sent it.
 */
export function MessageList({
  contact,
  messages,
  onRetry,
}: {
  contact: ChatContact;
  messages: ShownMessage[];
  onRetry: (pending: PendingMessage) => void;
}) {
  const { t } = useTranslation('chat');
  const ref = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const lastKey = messages.at(-1)?.key;
  const lastSent = messages.at(-1)?.sent;

  useLayoutEffect(() => {
    const el = ref.current;
    if (el && (atBottom.current || lastSent)) el.scrollTop = el.scrollHeight;
  }, [lastKey, lastSent]);

  // the input growing (a long message) makes the log shorter: the newest message stays in sight
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (atBottom.current) el.scrollTop = el.scrollHeight;
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  return (
    <div
      ref={ref}
      className={classes.messages}
      role="log"
      aria-label={t('conversation.messages', { name: contact.displayName })}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- the log scrolls and may hold nothing focusable: a keyboard reaches it only so (axe: scrollable-region-focusable)
      tabIndex={0}
      onScroll={(e) => {
        const el = e.currentTarget;
        atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < 40;
      }}
      data-testid="chat-messages"
    >
      {messages.length === 0 && (
        <Text c="dimmed" ta="center" size="sm" mt="xl" data-testid="chat-no-messages">
          {t('conversation.empty', { name: contact.displayName })}
        </Text>
      )}
      {groupsOf(messages).map((group) => (
        <div key={group.key}>
          {group.day && <DaySeparator time={group.day} />}
          <div className={classes.group} data-sent={group.sent}>
            {!group.sent && <ContactAvatar contact={contact} size={32} />}
            <div className={classes.bubbles}>
              {group.messages.map((m) => (
                <Bubble key={m.key} message={m} onRetry={onRetry} />
              ))}
            </div>
          </div>
        </div>
      ))}
    </div>
  );
}
