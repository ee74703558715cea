import { Button, Group, Modal, Select, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CalendarLabelValue } from '../../../../api/modules/calendar/contract';
import { FormAlert, FormField } from '../../../components/form-field';
import { API_ERRORS_NS, apiFieldMessage } from '../../../lib/http/api-error-message';
import { useCreateEvent } from '../api/create-event';
import { useDeleteEvent } from '../api/delete-event';
import { useUpdateEvent } from '../api/update-event';
import { apiDatesOf, endsBeforeStart, withAllDay, type EventDraft } from '../dates';
import { labelValues } from '../labels';
import { notify } from '../../../lib/ui/notify';
import { SidePanel } from '../../../components/side-panel';

const FIELDS = [
  'event.title',
  'event.startDate',
  'event.endDate',
  'event.url',
  'event.description',
  'event.label',
] as const;

/**
 * The event panel: a new event (from Add event, a day, a time or a range) or an existing one to
 * change or delete. Title is required; the end may not be before the start (checked here and by
 * the API, whose refusal shows by its field).
 */
export function EventPanel({ draft, onClose }: { draft?: EventDraft; onClose: () => void }) {
  const { t } = useTranslation('calendar');
  return (
    <SidePanel
      opened={draft !== undefined}
      onClose={onClose}
      size={420}
      title={draft?.id === undefined ? t('panel.add-title') : t('panel.edit-title')}
      closeLabel={t('panel.close')}
      testId="event-panel"
    >
      {draft && <EventForm key={draft.id ?? 'new'} initial={draft} onDone={onClose} />}
    </SidePanel>
  );
}

function EventForm({ initial, onDone }: { initial: EventDraft; onDone: () => void }) {
  const { t } = useTranslation(['calendar', API_ERRORS_NS]);
  const [draft, setDraft] = useState(initial);
  const [checked, setChecked] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const create = useCreateEvent();
  const update = useUpdateEvent();
  const remove = useDeleteEvent();
  const editing = draft.id !== undefined;
  const save = editing ? update : create;
  const set = (changes: Partial<EventDraft>) => setDraft((d) => ({ ...d, ...changes }));

  const titleError = checked && !draft.title.trim() ? t(`${API_ERRORS_NS}:required`) : undefined;
  const dates = apiDatesOf(draft);
  const startError = checked && !dates.startDate ? t(`${API_ERRORS_NS}:required`) : undefined;
  const endError =
    checked && !dates.endDate
      ? t(`${API_ERRORS_NS}:required`)
      : endsBeforeStart(draft)
        ? t(`${API_ERRORS_NS}:endBeforeStart`)
        : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    const { startDate, endDate } = apiDatesOf(draft);
    if (!draft.title.trim() || !startDate || !endDate || endsBeforeStart(draft)) return;
    const fields = {
      title: draft.title.trim(),
      startDate,
      endDate,
      allDay: draft.allDay,
      label: draft.label,
      url: draft.url.trim(),
      description: draft.description,
    };
    const done = (message: string) => () => {
      notify('success', message);
      onDone();
    };
    if (draft.id !== undefined) {
      update.mutate({ id: draft.id, event: fields }, { onSuccess: done(t('saved')) });
    } else {
      create.mutate(fields, { onSuccess: done(t('added')) });
    }
  };

  const dateType = draft.allDay ? 'date' : 'datetime-local';
  return (
    <form onSubmit={submit} noValidate data-testid="event-form">
      <Stack gap="md">
        <FormField
          name="event.title"
          label={t('fields.title')}
          value={draft.title}
          onChange={(title) => set({ title })}
          error={titleError}
          submitError={save.error}
          required
          maxLength={200}
          data-testid="event-title"
        />
        <Switch
          label={t('fields.all-day')}
          checked={draft.allDay}
          onChange={(e) => setDraft((d) => withAllDay(d, e.currentTarget.checked))}
          data-testid="event-all-day"
        />
        <TextInput
          type={dateType}
          label={t('fields.start')}
          value={draft.start}
          onChange={(e) => set({ start: e.currentTarget.value })}
          error={startError ?? apiFieldMessage(t, save.error, 'event.startDate')}
          required
          data-testid="event-start"
        />
        <TextInput
          type={dateType}
          label={t('fields.end')}
          value={draft.end}
          min={draft.start}
          onChange={(e) => set({ end: e.currentTarget.value })}
          error={endError ?? apiFieldMessage(t, save.error, 'event.endDate')}
          required
          data-testid="event-end"
        />
        <Select
          label={t('fields.label')}
          value={draft.label}
          onChange={(value) => value && set({ label: value as CalendarLabelValue })}
          data={labelValues.map((value) => ({ value, label: t(`labels.${value}`) }))}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          data-testid="event-label"
        />
        <FormField
          name="event.url"
          label={t('fields.url')}
          value={draft.url}
          onChange={(url) => set({ url })}
          submitError={save.error}
          maxLength={500}
          data-testid="event-url"
        />
        <FormField
          name="event.description"
          type="textarea"
          label={t('fields.description')}
          value={draft.description}
          onChange={(description) => set({ description })}
          submitError={save.error}
          maxLength={5000}
          data-testid="event-description"
        />
        {editing && draft.createdBy && (
          <Text size="sm" c="dimmed" data-testid="event-created-by">
            {t('created-by', { name: draft.createdBy })}
          </Text>
        )}
        <FormAlert submitError={save.error ?? remove.error} fields={FIELDS} testId="event-alert" />
        <Group justify="space-between">
          <Group gap="xs">
            <Button type="submit" loading={save.isPending} data-testid="event-save">
              {editing ? t('panel.save') : t('panel.add')}
            </Button>
            <Button variant="default" onClick={onDone}>
              {t('panel.cancel')}
            </Button>
          </Group>
          {editing && (
            <Button
              color="red"
              variant="light"
              onClick={() => setConfirmDelete(true)}
              data-testid="event-delete"
            >
              {t('panel.delete')}
            </Button>
          )}
        </Group>
      </Stack>
      <Modal
        opened={confirmDelete}
        onClose={() => setConfirmDelete(false)}
        title={t('delete.title')}
        closeButtonProps={{ 'aria-label': t('panel.close') }}
        centered
        data-testid="delete-confirm"
      >
        <Text size="sm">{t('delete.text', { title: draft.title })}</Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setConfirmDelete(false)}>
            {t('panel.cancel')}
          </Button>
          <Button
            color="red"
            loading={remove.isPending}
            data-testid="delete-confirm-button"
            onClick={() =>
              draft.id !== undefined &&
              remove.mutate(draft.id, {
                onSuccess: () => {
                  setConfirmDelete(false);
                  notify('success', t('deleted'));
                  onDone();
                },
                onError: () => setConfirmDelete(false),
              })
            }
          >
            {t('delete.confirm')}
          </Button>
        </Group>
      </Modal>
    </form>
  );
}
