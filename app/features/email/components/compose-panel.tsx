import { Alert, Anchor, Button, Group, Loader, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconSend, IconTrash } from '@tabler/icons-react';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ComposeMailReply, CreateMailBody } from '../../../../api/modules/email/contract';
import { FormAlert } from '../../../components/form-field';
import { formatTime12h } from '../../../lib/format/format';
import { API_ERRORS_NS, apiFieldMessage } from '../../../lib/http/api-error-message';
import { useCreateMail } from '../api/create-mail';
import { useDeleteMails } from '../api/delete-mails';
import { useEmailMeta } from '../api/get-email-meta';
import { useMoveMails } from '../api/move-mails';
import { useUpdateDraft } from '../api/update-draft';
import type { ComposeStart } from '../compose-start';
import { plainText } from '../sanitize-mail';
import { AddressField } from './address-field';
import { notify } from '../../../lib/ui/notify';
import { SidePanel } from '../../../components/side-panel';

// Quill and its CSS load only when the panel opens (docs/architecture.md decision 15)
const RichTextEditor = lazy(() => import('./rich-text-editor'));

/** how long typing rests before the draft is saved by itself */
const AUTOSAVE_MS = 2500;

type Fields = Pick<CreateMailBody, 'to' | 'cc' | 'bcc' | 'subject' | 'message'>;

const editorButtons = [
  'bold',
  'italic',
  'underline',
  'strike',
  'list-ordered',
  'list-bullet',
  'blockquote',
  'link',
  'clean',
] as const;

/**
 * Compose, reply, forward and drafts, in a panel: To, Cc and Bcc as address chips, subject, a
 * rich-text body; the draft saves itself while typing rests and on "Save draft" or closing;
 * discard asks first; send (without a mail server the mail stays a draft and the panel says so).
 */
export function ComposePanel({ start, onClose }: { start: ComposeStart; onClose: () => void }) {
  const { t } = useTranslation(['email', API_ERRORS_NS]);
  const outgoing = useEmailMeta().data?.outgoing;
  const createMail = useCreateMail();
  const updateDraft = useUpdateDraft();
  const moveMails = useMoveMails();
  const deleteMails = useDeleteMails();

  const [fields, setFields] = useState<Fields>({
    to: start.to,
    cc: start.cc,
    bcc: start.bcc,
    subject: start.subject,
    message: start.message,
  });
  const [showCopies, setShowCopies] = useState(start.cc.length + start.bcc.length > 0);
  const [dirty, setDirty] = useState(false);
  const [savedAt, setSavedAt] = useState<Date>();
  const [saving, setSaving] = useState(false);
  const [sending, setSending] = useState(false);
  const [noRecipient, setNoRecipient] = useState(false);
  const [error, setError] = useState<unknown>();
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  const draftId = useRef(start.draftId);
  // one save at a time: each waits for the one before (the first makes the draft's id)
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  // the fields as last typed, for the saves (which run later, from the queue)
  const latest = useRef(fields);

  const change = <K extends keyof Fields>(key: K, value: Fields[K]) => {
    latest.current = { ...latest.current, [key]: value };
    setFields(latest.current);
    setDirty(true);
    if (key === 'to') setNoRecipient(false);
  };

  const submit = useCallback(
    (send: boolean): Promise<ComposeMailReply> => {
      const run = async () => {
        const body: CreateMailBody = {
          ...latest.current,
          inReplyTo: start.inReplyTo,
          forwardOf: start.forwardOf,
          send,
        };
        const id = draftId.current;
        const reply = id
          ? await updateDraft.mutateAsync({ id, body })
          : await createMail.mutateAsync(body);
        if (reply.mail.mailFolder === 'draft') draftId.current = reply.mail.id;
        return reply;
      };
      const next = queue.current.then(run, run);
      queue.current = next.catch(() => undefined);
      return next;
    },
    [createMail, updateDraft, start.inReplyTo, start.forwardOf],
  );

  const saveDraft = useCallback(async () => {
    setSaving(true);
    setDirty(false);
    try {
      await submit(false);
      setSavedAt(new Date());
      setError(undefined);
      return true;
    } catch (e) {
      setDirty(true);
      setError(e);
      return false;
    } finally {
      setSaving(false);
    }
  }, [submit]);

  // the draft saves itself once typing rests
  useEffect(() => {
    if (!dirty || sending) return;
    const timer = window.setTimeout(() => void saveDraft(), AUTOSAVE_MS);
    return () => window.clearTimeout(timer);
  }, [dirty, fields, sending, saveDraft]);

  const empty =
    fields.to.length + fields.cc.length + fields.bcc.length === 0 &&
    !fields.subject.trim() &&
    !plainText(fields.message);

  const close = async () => {
    if (dirty && !(empty && !draftId.current)) {
      if (!(await saveDraft())) return;
      notify('success', t('compose.draft-saved'));
    }
    onClose();
  };

  const send = async () => {
    if (fields.to.length === 0) {
      setNoRecipient(true);
      return;
    }
    setSending(true);
    setError(undefined);
    try {
      const reply = await submit(true);
      if (reply.sent) notify('success', t('compose.sent'));
      else if (reply.code === 'mailOff') notify('warning', t('compose.off-saved'));
      else
        notify(
          'error',
          t('compose.failed'),
          reply.mail.delivery?.error ?? t(`${API_ERRORS_NS}:mailFailed`),
        );
      onClose();
    } catch (e) {
      setError(e);
    } finally {
      setSending(false);
    }
  };

  const discard = async () => {
    setConfirmDiscard(false);
    // a save under way may be making the draft: wait for it, then the draft goes for ever
    await queue.current;
    const id = draftId.current;
    try {
      if (id) {
        await moveMails.mutateAsync({ emailIds: [id], mailFolder: 'trash' });
        await deleteMails.mutateAsync([id]);
      }
      notify('success', t('compose.discarded'));
      onClose();
    } catch (e) {
      setError(e);
    }
  };

  const buttonLabels = useMemo(
    () => Object.fromEntries(editorButtons.map((b) => [b, t(`editor.${b}`)])),
    [t],
  );
  const toError =
    (noRecipient ? t('compose.no-recipient') : undefined) ?? apiFieldMessage(t, error, 'to');

  return (
    <SidePanel
      opened
      onClose={() => void close()}
      size="xl"
      title={t(`compose.title-${start.kind}`)}
      closeLabel={t('compose.close')}
      testId="compose-panel"
    >
      <Stack gap="sm">
        {outgoing && !outgoing.enabled && (
          <Alert color="warning" variant="light" data-testid="compose-mail-off">
            {t('compose.mail-off')}
          </Alert>
        )}
        <Group gap="xs" align="flex-start" wrap="nowrap">
          <div style={{ flex: 1, minWidth: 0 }}>
            <AddressField
              label={t('compose.to')}
              value={fields.to}
              onChange={(v) => change('to', v)}
              error={toError}
              testId="compose-to"
            />
          </div>
          {!showCopies && (
            <Anchor
              component="button"
              type="button"
              size="sm"
              mt={28}
              style={{ whiteSpace: 'nowrap' }}
              onClick={() => setShowCopies(true)}
              data-testid="compose-show-cc"
            >
              {t('compose.cc-bcc')}
            </Anchor>
          )}
        </Group>
        {showCopies && (
          <>
            <AddressField
              label={t('compose.cc')}
              value={fields.cc}
              onChange={(v) => change('cc', v)}
              error={apiFieldMessage(t, error, 'cc')}
              testId="compose-cc"
            />
            <AddressField
              label={t('compose.bcc')}
              value={fields.bcc}
              onChange={(v) => change('bcc', v)}
              error={apiFieldMessage(t, error, 'bcc')}
              testId="compose-bcc"
            />
          </>
        )}
        <TextInput
          label={t('compose.subject')}
          value={fields.subject}
          onChange={(e) => change('subject', e.currentTarget.value)}
          maxLength={300}
          error={apiFieldMessage(t, error, 'subject')}
          data-testid="compose-subject"
        />
        <Suspense
          fallback={
            <Group justify="center" p="xl">
              <Loader role="status" aria-label={t('compose.loading-editor')} />
            </Group>
          }
        >
          <RichTextEditor
            value={fields.message}
            onChange={(html) => {
              if (html !== latest.current.message) change('message', html);
            }}
            label={t('compose.body')}
            buttonLabels={buttonLabels}
          />
        </Suspense>
        <FormAlert
          submitError={error}
          fields={['to', 'cc', 'bcc', 'subject']}
          testId="compose-error"
        />
        <Group justify="space-between" gap="xs">
          <Text size="xs" c="dimmed" aria-live="polite" data-testid="compose-saved">
            {saving
              ? t('compose.saving')
              : savedAt
                ? t('compose.saved-at', { time: formatTime12h(savedAt) })
                : ''}
          </Text>
          <Group gap="xs">
            <Button
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={() => setConfirmDiscard(true)}
              data-testid="compose-discard"
            >
              {t('compose.discard')}
            </Button>
            <Button
              variant="default"
              onClick={() => void saveDraft()}
              loading={saving}
              data-testid="compose-save"
            >
              {t('compose.save-draft')}
            </Button>
            <Button
              leftSection={<IconSend size={16} aria-hidden />}
              onClick={() => void send()}
              loading={sending}
              data-testid="compose-send"
            >
              {t('compose.send')}
            </Button>
          </Group>
        </Group>
      </Stack>
      <Modal
        opened={confirmDiscard}
        onClose={() => setConfirmDiscard(false)}
        title={t('compose.discard-title')}
        centered
        data-testid="discard-confirm"
      >
        <Text size="sm">{t('compose.discard-text')}</Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setConfirmDiscard(false)} data-autofocus>
            {t('compose.keep-editing')}
          </Button>
          <Button color="red" onClick={() => void discard()} data-testid="discard-confirm-button">
            {t('compose.discard')}
          </Button>
        </Group>
      </Modal>
    </SidePanel>
  );
}
