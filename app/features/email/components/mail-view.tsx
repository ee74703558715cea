import { Alert, Avatar, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import {
  IconArrowBackUp,
  IconArrowForwardUp,
  IconArrowLeft,
  IconChevronLeft,
  IconChevronRight,
  IconCornerUpLeftDouble,
  IconMail,
  IconPaperclip,
  IconPhoto,
  IconStar,
  IconStarFilled,
  IconPencil,
  IconTrash,
  IconTrashX,
  type Icon,
} from '@tabler/icons-react';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  Email,
  EmailTag,
  MailFolder,
  MailLabel,
  Reply,
} from '../../../../api/modules/email/contract';
import { mailFullTime } from '../mail-time';
import { labelColor } from '../options';
import { blockedImagesOf, MailBody } from './mail-body';
import { LabelMenu, MoveMenu, ToolButton } from './mail-menus';

export type ComposeMode = 'reply' | 'reply-all' | 'forward';

const answers: { mode: ComposeMode; icon: Icon }[] = [
  { mode: 'reply', icon: IconArrowBackUp },
  { mode: 'reply-all', icon: IconCornerUpLeftDouble },
  { mode: 'forward', icon: IconArrowForwardUp },
];

/** One message of the thread: who, to whom, when, the body, the attachments. */
function ThreadMessage({
  message,
  showImages,
  first,
}: {
  message: Email | Reply;
  showImages: boolean;
  first: boolean;
}) {
  const { t, i18n } = useTranslation('email');
  const line = (label: string, list: string[], testId: string) =>
    list.length > 0 && (
      <Text size="xs" c="dimmed" data-testid={testId} style={{ overflowWrap: 'anywhere' }}>
        {t(label, { list: list.join(', ') })}
      </Text>
    );
  return (
    <Card withBorder radius="md" padding="md" data-testid={first ? 'mail-message' : 'mail-reply'}>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs" mb="sm">
        <Group gap="sm" wrap="nowrap" miw={0}>
          <Avatar src={message.img || undefined} alt="" radius="xl">
            {(message.sender_name || message.sender).slice(0, 1).toUpperCase()}
          </Avatar>
          <div style={{ minWidth: 0 }}>
            <Text fw={600} size="sm" data-testid="mail-from-name">
              {message.sender_name || message.sender}
            </Text>
            <Text size="xs" c="dimmed" data-testid="mail-from" style={{ overflowWrap: 'anywhere' }}>
              {message.sender}
            </Text>
            {line('view.to', message.to, 'mail-to')}
            {line('view.cc', message.cc, 'mail-cc')}
            {line('view.bcc', message.bcc, 'mail-bcc')}
          </div>
        </Group>
        <Stack gap={4} align="flex-end">
          <Text size="xs" c="dimmed" data-testid="mail-time">
            {mailFullTime(message.time, i18n.language)}
          </Text>
          {!first && message.delivery && (
            <Badge
              size="xs"
              variant="light"
              color={message.delivery.state === 'sent' ? 'success' : 'red'}
              tt="none"
            >
              {t(`delivery.short-${message.delivery.state}`)}
            </Badge>
          )}
        </Stack>
      </Group>
      <MailBody html={message.message} showImages={showImages} />
      {message.attachments.length > 0 && (
        <Stack gap={4} mt="md" data-testid="mail-attachments">
          <Text size="xs" fw={600} c="dimmed">
            {t('view.attachments', { count: message.attachments.length })}
          </Text>
          <Group gap="xs">
            {message.attachments.map((name) => (
              <Badge
                key={name}
                variant="light"
                color="gray"
                tt="none"
                leftSection={<IconPaperclip size={12} aria-hidden />}
              >
                {name}
              </Badge>
            ))}
          </Group>
        </Stack>
      )}
    </Card>
  );
}

export interface MailViewProps {
  mail: Email;
  tags: EmailTag[] | undefined;
  backTo: string;
  previousTo?: string;
  nextTo?: string;
  showImages: boolean;
  onShowImages: () => void;
  onStar: () => void;
  onSetLabels: (labels: MailLabel[]) => void;
  onMove: (folder: MailFolder) => void;
  onMarkUnread: () => void;
  onCompose: (mode: ComposeMode) => void;
  onDeleteForever: () => void;
  onEditDraft: () => void;
  /** the mail's delivery state, with try again (a sent mail) */
  delivery?: ReactNode;
}

/**
 * The opened mail: subject, labels, the thread (the mail, then its replies, oldest first: docs/
 * product.md section 3.9), and reply, reply all, forward, star, labels, move, mark unread,
 * previous and next. Remote images wait for "Show images" (sanitize-mail.ts).
 */
export function MailView(props: MailViewProps) {
  const { mail, tags } = props;
  const { t } = useTranslation('email');
  const blocked = useMemo(
    () => [mail, ...mail.replies].reduce((n, m) => n + blockedImagesOf(m.message), 0),
    [mail],
  );
  const toggle = (label: MailLabel) =>
    props.onSetLabels(
      mail.labels.includes(label)
        ? mail.labels.filter((l) => l !== label)
        : [...mail.labels, label],
    );
  return (
    <Stack gap="md" data-testid="mail-view" data-mail-id={mail.id}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Group gap={2} wrap="nowrap">
          <ToolButton
            label={t('view.back')}
            icon={<IconArrowLeft size={20} aria-hidden />}
            testId="mail-back"
            to={props.backTo}
          />
          <ToolButton
            label={mail.isStarred ? t('actions.unstar') : t('actions.star')}
            icon={
              mail.isStarred ? (
                <IconStarFilled size={20} aria-hidden />
              ) : (
                <IconStar size={20} aria-hidden />
              )
            }
            pressed={mail.isStarred}
            color={mail.isStarred ? 'warning' : undefined}
            onClick={props.onStar}
            testId="view-star"
          />
          <LabelMenu has={(l) => mail.labels.includes(l)} onToggle={toggle} testId="view-labels" />
          <MoveMenu current={mail.mailFolder} onMove={props.onMove} testId="view-move" />
          <ToolButton
            label={t('actions.mark-unread')}
            icon={<IconMail size={20} aria-hidden />}
            onClick={props.onMarkUnread}
            testId="view-unread"
          />
          {mail.mailFolder === 'trash' ? (
            <ToolButton
              label={t('actions.delete-forever')}
              icon={<IconTrashX size={20} aria-hidden />}
              onClick={props.onDeleteForever}
              testId="view-delete-forever"
              color="red"
            />
          ) : (
            <ToolButton
              label={t('actions.trash')}
              icon={<IconTrash size={20} aria-hidden />}
              onClick={() => props.onMove('trash')}
              testId="view-trash"
            />
          )}
        </Group>
        <Group gap={2} wrap="nowrap">
          <ToolButton
            label={t('view.previous')}
            icon={<IconChevronLeft size={20} aria-hidden />}
            disabled={!props.previousTo}
            to={props.previousTo}
            testId="mail-previous"
          />
          <ToolButton
            label={t('view.next')}
            icon={<IconChevronRight size={20} aria-hidden />}
            disabled={!props.nextTo}
            to={props.nextTo}
            testId="mail-next"
          />
        </Group>
      </Group>
      <div>
        <Title
          order={2}
          size="h3"
          data-testid="mail-subject-title"
          style={{ overflowWrap: 'anywhere' }}
        >
          {mail.subject || t('list.no-subject')}
        </Title>
        {mail.labels.length > 0 && (
          <Group gap="xs" mt="xs">
            {mail.labels.map((label) => (
              <Badge
                key={label}
                color={labelColor(label, tags)}
                variant="light"
                data-testid={`view-label-${label}`}
              >
                {t(`labels.${label}`)}
              </Badge>
            ))}
          </Group>
        )}
      </div>
      {props.delivery}
      {mail.mailFolder === 'draft' && (
        <Group>
          <Button
            leftSection={<IconPencil size={18} aria-hidden />}
            onClick={props.onEditDraft}
            data-testid="edit-draft"
          >
            {t('actions.edit-draft')}
          </Button>
        </Group>
      )}
      {blocked > 0 && !props.showImages && (
        <Alert
          color="gray"
          variant="light"
          icon={<IconPhoto size={18} aria-hidden />}
          data-testid="images-blocked"
        >
          <Group justify="space-between" gap="xs">
            <Text size="sm">{t('view.images-blocked')}</Text>
            <Button
              size="xs"
              variant="default"
              onClick={props.onShowImages}
              data-testid="show-images"
            >
              {t('view.show-images')}
            </Button>
          </Group>
        </Alert>
      )}
      <ThreadMessage message={mail} showImages={props.showImages} first />
      {mail.replies.map((reply) => (
        <ThreadMessage key={reply.id} message={reply} showImages={props.showImages} first={false} />
      ))}
      <Group gap="xs" display={mail.mailFolder === 'draft' ? 'none' : undefined}>
        {answers.map(({ mode, icon: Icon }) => (
          <Button
            key={mode}
            variant="default"
            leftSection={<Icon size={18} aria-hidden />}
            onClick={() => props.onCompose(mode)}
            data-testid={`mail-${mode}`}
          >
            {t(`actions.${mode}`)}
          </Button>
        ))}
      </Group>
    </Stack>
  );
}
