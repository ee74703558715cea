import {
  Alert,
  Button,
  Checkbox,
  Fieldset,
  Group,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

const PORTS = ['THLCH', 'THBKK', 'SGSIN', 'NLRTM', 'DEHAM', 'USLAX'] as const;
const INCOTERMS = ['EXW', 'FOB', 'CIF', 'DAP', 'DDP'] as const;
const MODES = ['sea', 'air', 'road'] as const;

interface Booking {
  shipper: string;
  consignee: string;
  origin: string | null;
  destination: string | null;
  mode: string;
  incoterm: string | null;
  ready: string;
  packages: number | string;
  weight: number | string;
  cargo: string;
  dangerous: boolean;
  insurance: boolean;
}

/**
 * The realistic case: a shipment booking in fieldsets (parties, route, cargo), two columns on a
 * wide screen, one on a phone. Required fields are checked on submit, each message beside its
 * field; a valid booking is summed up in a confirmation.
 */
export default function LayoutShipmentBooking() {
  const { t } = useTranslation('form-layouts');
  const modeLabel = useId();
  const [booking, setBooking] = useState<Booking>({
    shipper: '',
    consignee: '',
    origin: 'THLCH',
    destination: null,
    mode: 'sea',
    incoterm: 'FOB',
    ready: '',
    packages: 12,
    weight: 4200,
    cargo: '',
    dangerous: false,
    insurance: true,
  });
  const [submitted, setSubmitted] = useState(false);
  const [confirmed, setConfirmed] = useState(false);
  const set =
    <K extends keyof Booking>(key: K) =>
    (value: Booking[K]) => {
      setBooking((current) => ({ ...current, [key]: value }));
      setConfirmed(false);
    };
  const missing = (value: unknown) => submitted && (value === '' || value === null);
  const required = t('booking.required');
  const sameRoute = submitted && booking.origin !== null && booking.origin === booking.destination;

  function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    const fields = [
      booking.shipper,
      booking.consignee,
      booking.origin,
      booking.destination,
      booking.ready,
      booking.cargo,
    ];
    setConfirmed(
      fields.every((v) => v !== '' && v !== null) && booking.origin !== booking.destination,
    );
  }

  const ports = PORTS.map((code) => ({ value: code, label: t(`ports.${code}`) }));
  return (
    <form noValidate onSubmit={submit} data-testid="booking-form">
      <Stack gap="md">
        <Fieldset legend={t('booking.parties')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              required
              label={t('booking.shipper')}
              value={booking.shipper}
              onChange={(e) => set('shipper')(e.currentTarget.value)}
              error={missing(booking.shipper) && required}
            />
            <TextInput
              required
              label={t('booking.consignee')}
              value={booking.consignee}
              onChange={(e) => set('consignee')(e.currentTarget.value)}
              error={missing(booking.consignee) && required}
            />
          </SimpleGrid>
        </Fieldset>
        <Fieldset legend={t('booking.route')}>
          <Stack gap="sm">
            <div>
              <Text size="sm" fw={500} id={modeLabel} mb={4}>
                {t('common.mode')}
              </Text>
              <SegmentedControl
                aria-labelledby={modeLabel}
                fullWidth
                value={booking.mode}
                onChange={set('mode')}
                data={MODES.map((mode) => ({ value: mode, label: t(`modes.${mode}`) }))}
              />
            </div>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <Select
                required
                label={t('common.origin')}
                data={ports}
                value={booking.origin}
                onChange={set('origin')}
                error={missing(booking.origin) && required}
              />
              <Select
                required
                label={t('common.destination')}
                data={ports}
                value={booking.destination}
                onChange={set('destination')}
                error={
                  (missing(booking.destination) && required) ||
                  (sameRoute && t('booking.sameRoute'))
                }
              />
              <Select
                label={t('booking.incoterm')}
                data={[...INCOTERMS]}
                value={booking.incoterm}
                onChange={set('incoterm')}
              />
              <TextInput
                required
                type="date"
                label={t('booking.ready')}
                value={booking.ready}
                onChange={(e) => set('ready')(e.currentTarget.value)}
                error={missing(booking.ready) && required}
              />
            </SimpleGrid>
          </Stack>
        </Fieldset>
        <Fieldset legend={t('booking.cargo')}>
          <Stack gap="sm">
            <Textarea
              required
              autosize
              minRows={2}
              label={t('booking.description')}
              value={booking.cargo}
              onChange={(e) => set('cargo')(e.currentTarget.value)}
              error={missing(booking.cargo) && required}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <NumberInput
                label={t('booking.packages')}
                min={1}
                value={booking.packages}
                onChange={set('packages')}
                allowDecimal={false}
              />
              <NumberInput
                label={t('common.weight')}
                min={1}
                value={booking.weight}
                onChange={set('weight')}
                suffix=" kg"
              />
            </SimpleGrid>
            <Switch
              label={t('booking.dangerous')}
              checked={booking.dangerous}
              onChange={(e) => set('dangerous')(e.currentTarget.checked)}
            />
            <Checkbox
              label={t('booking.insurance')}
              checked={booking.insurance}
              onChange={(e) => set('insurance')(e.currentTarget.checked)}
            />
          </Stack>
        </Fieldset>
        {confirmed && (
          <Alert
            color="success"
            icon={<IconCircleCheck aria-hidden />}
            role="status"
            data-testid="booking-confirmed"
          >
            {t('booking.confirmed', {
              mode: t(`modes.${booking.mode}`),
              origin: t(`ports.${booking.origin}`),
              destination: t(`ports.${booking.destination}`),
              count: Number(booking.packages) || 0,
            })}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit">{t('booking.submit')}</Button>
        </Group>
      </Stack>
    </form>
  );
}
