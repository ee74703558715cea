import { Button, Group, Modal, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  addShipmentEventBody,
  shipmentStatuses,
  type Shipment,
  type ShipmentStatus,
} from '../../../../api/modules/shipments/contract';
import { fieldIssuesOf } from '../../../../api/contract/field-issues';
import { API_ERRORS_NS, apiFieldMessage } from '../../../lib/http/api-error-message';
import { FormAlert } from '../../../components/form-field';
import { notify } from '../../../lib/ui/notify';
import { useAddShipmentEvent } from '../api/add-shipment-event';
import { InstantPicker, ShipmentDates } from './dates';

const FIELDS = ['event.status', 'event.place', 'event.at', 'event.note'] as const;

/**
 * "Add event": what happened, where and when, and a note the customer reads too. The time starts
 * at the shipment's last change (the API's clock), so it is never before the booking.
 */
export function AddEventModal({
  shipment,
  opened,
  onClose,
}: {
  shipment: Shipment;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation(['shipments', API_ERRORS_NS]);
  const add = useAddShipmentEvent();
  const [status, setStatus] = useState<ShipmentStatus | null>(null);
  const [place, setPlace] = useState('');
  const [at, setAt] = useState(shipment.updatedAt);
  const [note, setNote] = useState('');
  const [issues, setIssues] = useState<Record<string, string>>({});

  const close = () => {
    add.reset();
    setIssues({});
    onClose();
  };

  const submit = () => {
    const candidate = { event: { status: status ?? undefined, place, at: at || undefined, note } };
    const checked = addShipmentEventBody.safeParse(candidate);
    if (!checked.success) {
      const found: Record<string, string> = {};
      for (const issue of fieldIssuesOf(checked.error, candidate)) {
        found[issue.field] ??= t(`${API_ERRORS_NS}:${issue.code}`, { count: issue.limit });
      }
      setIssues(found);
      return;
    }
    setIssues({});
    add.mutate(
      { id: shipment.id, event: checked.data.event },
      {
        onSuccess: () => {
          notify('success', t('event.added'));
          setStatus(null);
          setPlace('');
          setNote('');
          close();
        },
      },
    );
  };

  const error = (field: (typeof FIELDS)[number]) =>
    issues[field] ?? apiFieldMessage(t, add.error, field);

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('event.title')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('actions.close') }}
      data-testid="event-dialog"
    >
      <ShipmentDates>
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
          data-testid="event-form"
        >
          <Stack gap="md">
            <Select
              label={t('fields.status')}
              data={shipmentStatuses.map((value) => ({ value, label: t(`status.${value}`) }))}
              value={status}
              onChange={(v) => setStatus(shipmentStatuses.find((s) => s === v) ?? null)}
              error={error('event.status')}
              required
              data-testid="event-status"
            />
            <TextInput
              label={t('fields.place')}
              value={place}
              onChange={(e) => setPlace(e.currentTarget.value)}
              error={error('event.place')}
              maxLength={120}
              required
              data-testid="event-place"
            />
            <InstantPicker
              label={t('fields.at')}
              value={at}
              onChange={setAt}
              error={error('event.at')}
              required
              data-testid="event-at"
            />
            <Textarea
              label={t('fields.note')}
              description={t('event.note-hint')}
              value={note}
              onChange={(e) => setNote(e.currentTarget.value)}
              error={error('event.note')}
              maxLength={500}
              autosize
              minRows={2}
              data-testid="event-note"
            />
            <FormAlert submitError={add.error} fields={FIELDS} testId="event-error" />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t('actions.cancel')}
              </Button>
              <Button type="submit" loading={add.isPending} data-testid="event-submit">
                {t('event.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      </ShipmentDates>
    </Modal>
  );
}
