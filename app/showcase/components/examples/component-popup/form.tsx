import { Button, Group, Modal, NumberInput, Select, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

const SLOTS = ['morning', 'afternoon', 'evening'] as const;

interface Pickup {
  address: string;
  slot: string | null;
  pallets: number | string;
}
type Errors = Partial<Record<keyof Pickup, string>>;

/**
 * A form inside a modal: booking a pickup. The first field takes the focus; each message sits next
 * to its field; a valid form closes the modal and the booking shows below the button.
 */
export default function PopupForm() {
  const { t } = useTranslation('component-popup');
  const [opened, setOpened] = useState(false);
  const [values, setValues] = useState<Pickup>({ address: '', slot: null, pallets: 1 });
  const [errors, setErrors] = useState<Errors>({});
  const [booked, setBooked] = useState<Pickup | null>(null);

  const set = <K extends keyof Pickup>(key: K, value: Pickup[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    if (values.address.trim().length < 5) found.address = t('form.errors.address');
    if (!values.slot) found.slot = t('form.errors.slot');
    const pallets = Number(values.pallets);
    if (!Number.isInteger(pallets) || pallets < 1 || pallets > 33)
      found.pallets = t('form.errors.pallets');
    setErrors(found);
    if (Object.keys(found).length) return;
    setBooked(values);
    setOpened(false);
  };
  return (
    <Stack gap="sm" align="flex-start">
      <Button onClick={() => setOpened(true)}>{t('form.open')}</Button>
      <Text size="sm" aria-live="polite">
        {booked
          ? t('form.booked', {
              pallets: booked.pallets,
              slot: t(`form.slots.${booked.slot}`),
              address: booked.address.trim(),
            })
          : t('form.none')}
      </Text>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={t('form.dialogTitle')}
        closeButtonProps={{ 'aria-label': t('close') }}
      >
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <TextInput
              label={t('form.address')}
              value={values.address}
              onChange={(event) => set('address', event.currentTarget.value)}
              error={errors.address}
              required
              maxLength={200}
              data-autofocus
            />
            <Select
              label={t('form.slot')}
              data={SLOTS.map((slot) => ({ value: slot, label: t(`form.slots.${slot}`) }))}
              value={values.slot}
              onChange={(slot) => set('slot', slot)}
              error={errors.slot}
              required
              comboboxProps={{ withinPortal: true }}
            />
            <NumberInput
              label={t('form.pallets')}
              description={t('form.palletsHint')}
              value={values.pallets}
              onChange={(pallets) => set('pallets', pallets)}
              error={errors.pallets}
              min={1}
              max={33}
              allowDecimal={false}
              required
            />
          </Stack>
          <Group justify="flex-end" mt="lg">
            <Button variant="default" onClick={() => setOpened(false)}>
              {t('form.cancel')}
            </Button>
            <Button type="submit">{t('form.submit')}</Button>
          </Group>
        </form>
      </Modal>
    </Stack>
  );
}
