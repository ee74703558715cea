import { Button, Group, Modal, Text, Textarea, useModalsStack } from '@mantine/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Nested modals: the shipment opens a second modal for a note. Only the top one traps the focus
 * and answers Escape; closing it returns the focus to "Add a note" in the first, and closing the
 * first returns it to the page's button. In a stack each modal gives the focus back explicitly:
 * the first modal's trap, active again, would otherwise keep it on its own first control.
 */
export default function PopupNested() {
  const { t } = useTranslation('component-popup');
  const stack = useModalsStack(['shipment', 'note']);
  const [draft, setDraft] = useState('');
  const [note, setNote] = useState('');
  const addNote = useRef<HTMLButtonElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button ref={opener} onClick={() => stack.open('shipment')} data-testid="nested-open">
        {t('nested.open')}
      </Button>
      <Modal.Stack>
        <Modal
          {...stack.register('shipment')}
          onExitTransitionEnd={() => opener.current?.focus()}
          title={t('nested.shipmentTitle')}
          closeButtonProps={{ 'aria-label': t('close') }}
        >
          <Text size="sm">{t('nested.shipmentText')}</Text>
          <Text size="sm" mt="xs" c="dimmed" data-testid="nested-note">
            {note ? t('nested.noteIs', { note }) : t('nested.noNote')}
          </Text>
          <Group justify="flex-end" mt="lg">
            <Button
              variant="light"
              onClick={() => {
                setDraft(note);
                stack.open('note');
              }}
              ref={addNote}
              data-testid="nested-add-note"
            >
              {t('nested.addNote')}
            </Button>
          </Group>
        </Modal>
        <Modal
          {...stack.register('note')}
          onExitTransitionEnd={() => addNote.current?.focus()}
          title={t('nested.noteTitle')}
          closeButtonProps={{ 'aria-label': t('close') }}
          size="sm"
        >
          <Textarea
            label={t('nested.noteLabel')}
            value={draft}
            onChange={(event) => setDraft(event.currentTarget.value)}
            maxLength={300}
            autosize
            minRows={3}
            data-autofocus
          />
          <Group justify="flex-end" mt="lg">
            <Button variant="default" onClick={() => stack.close('note')}>
              {t('nested.cancel')}
            </Button>
            <Button
              onClick={() => {
                setNote(draft.trim());
                stack.close('note');
              }}
            >
              {t('nested.save')}
            </Button>
          </Group>
        </Modal>
      </Modal.Stack>
    </>
  );
}
