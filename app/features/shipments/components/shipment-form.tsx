import {
  Button,
  Card,
  Group,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  shipmentModes,
  type Party,
  type Shipment,
  type ShipmentInput,
} from '../../../../api/modules/shipments/contract';
import { FormAlert } from '../../../components/form-field';
import { API_ERRORS_NS, apiFieldMessage } from '../../../lib/http/api-error-message';
import { useOperators } from '../api/get-operators';
import {
  checkDraft,
  draftOf,
  emptyDraft,
  FORM_FIELDS,
  type PlaceDraft,
  type ShipmentDraft,
} from '../draft';
import { knownPlaces } from '../places';
import { modeIcons } from './badges';
import { CompanySelect } from './company-select';
import { InstantPicker, ShipmentDates } from './dates';

/** A field's message: the browser's check of it, else the server's refusal of it. */
type MessageOf = (path: string) => string | undefined;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="lg" component="fieldset" m={0}>
      <Title
        order={3}
        size="h5"
        mb="md"
        component="legend"
        style={{ float: 'left', width: '100%' }}
      >
        {title}
      </Title>
      <Stack gap="sm" style={{ clear: 'both' }}>
        {children}
      </Stack>
    </Card>
  );
}

function PlaceFields({
  which,
  place,
  onChange,
  messageOf,
}: {
  which: 'origin' | 'destination';
  place: PlaceDraft;
  onChange: (place: PlaceDraft) => void;
  messageOf: MessageOf;
}) {
  const { t } = useTranslation('shipments');
  const path = `shipment.${which}`;
  const known = knownPlaces.find((p) => p.name === place.name);
  return (
    <Section title={t(`form.${which}`)}>
      <Select
        label={t('form.known-place')}
        description={t('form.known-place-hint')}
        placeholder={t('form.known-place-pick')}
        data={knownPlaces.map((p) => ({ value: p.name, label: `${p.name} (${p.country})` }))}
        value={known ? known.name : null}
        onChange={(name) => {
          const picked = knownPlaces.find((p) => p.name === name);
          if (picked) onChange(picked);
        }}
        searchable
        clearable
        data-testid={`${which}-known`}
      />
      <TextInput
        label={t('fields.place-name')}
        value={place.name}
        onChange={(e) => onChange({ ...place, name: e.currentTarget.value })}
        error={messageOf(`${path}.name`)}
        required
        maxLength={120}
        data-testid={`${which}-name`}
      />
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        <TextInput
          label={t('fields.country')}
          description={t('form.country-hint')}
          value={place.country}
          onChange={(e) => onChange({ ...place, country: e.currentTarget.value })}
          error={messageOf(`${path}.country`)}
          required
          maxLength={2}
          data-testid={`${which}-country`}
        />
        <NumberInput
          label={t('fields.lat')}
          value={place.lat}
          onChange={(lat) => onChange({ ...place, lat })}
          error={messageOf(`${path}.lat`)}
          required
          decimalScale={6}
          data-testid={`${which}-lat`}
        />
        <NumberInput
          label={t('fields.lng')}
          value={place.lng}
          onChange={(lng) => onChange({ ...place, lng })}
          error={messageOf(`${path}.lng`)}
          required
          decimalScale={6}
          data-testid={`${which}-lng`}
        />
      </SimpleGrid>
    </Section>
  );
}

function PartyFields({
  which,
  party,
  onChange,
  messageOf,
}: {
  which: 'shipper' | 'consignee';
  party: Party;
  onChange: (party: Party) => void;
  messageOf: MessageOf;
}) {
  const { t } = useTranslation('shipments');
  const field = (
    name: keyof Party,
    label: string,
    props: { type?: string; required?: boolean; maxLength: number },
  ) => (
    <TextInput
      label={t(label)}
      value={party[name]}
      onChange={(e) => onChange({ ...party, [name]: e.currentTarget.value })}
      error={messageOf(`shipment.${which}.${name}`)}
      data-testid={`${which}-${name}`}
      {...props}
    />
  );
  return (
    <Section title={t(`view.${which}`)}>
      {field('name', 'fields.name', { required: true, maxLength: 160 })}
      {field('contactName', 'fields.contact-name', { maxLength: 120 })}
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        {field('phone', 'fields.phone', { type: 'tel', maxLength: 40 })}
        {field('email', 'fields.email', { type: 'email', maxLength: 254 })}
      </SimpleGrid>
    </Section>
  );
}

/**
 * The one form of a new and of a changed shipment. Checked in the browser against the contract
 * (every message next to its field; an arrival before the departure as soon as both are chosen),
 * and the server's 422 shown on the same fields.
 */
export function ShipmentForm({
  shipment,
  busy,
  submitError,
  onSubmit,
  cancelTo,
}: {
  shipment?: Shipment;
  busy: boolean;
  submitError: unknown;
  onSubmit: (input: ShipmentInput) => void;
  cancelTo: string;
}) {
  const { t } = useTranslation(['shipments', API_ERRORS_NS]);
  const operators = useOperators();
  const [draft, setDraft] = useState<ShipmentDraft>(() =>
    shipment ? draftOf(shipment) : emptyDraft,
  );
  const [tried, setTried] = useState(false);
  const check = checkDraft(draft);
  const issues = check.ok ? {} : check.issues;
  const arrival = 'shipment.estimatedArrival';

  const messageOf: MessageOf = (path) => {
    // before the first try only the order of the dates is told (it needs both chosen)
    const issue =
      tried || (path === arrival && issues[path]?.code === 'endBeforeStart')
        ? issues[path]
        : undefined;
    if (issue) return t(`${API_ERRORS_NS}:${issue.code}`, { count: issue.limit });
    return apiFieldMessage(t, submitError, path);
  };
  const set = <K extends keyof ShipmentDraft>(key: K, value: ShipmentDraft[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));
  const setCargo = (change: Partial<ShipmentDraft['cargo']>) =>
    setDraft((d) => ({ ...d, cargo: { ...d.cargo, ...change } }));

  const operatorOptions = (operators.data ?? [])
    .filter((person) => person.status === 'active' || String(person.id) === draft.operatorId)
    .map((person) => ({ value: String(person.id), label: person.name }));
  // the shipment's operator before the list has loaded
  if (shipment?.operator && !operatorOptions.some((o) => o.value === draft.operatorId)) {
    operatorOptions.push({ value: String(shipment.operator.id), label: shipment.operator.name });
  }

  return (
    <ShipmentDates>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          setTried(true);
          if (check.ok) onSubmit(check.input);
        }}
        data-testid="shipment-form"
      >
        <Stack gap="lg">
          <Section title={t('form.shipment')}>
            <div>
              <Text size="sm" fw={500} mb={4} id="mode-label">
                {t('fields.mode')}
              </Text>
              <SegmentedControl
                aria-labelledby="mode-label"
                value={draft.mode}
                onChange={(mode) =>
                  set('mode', shipmentModes.find((m) => m === mode) ?? draft.mode)
                }
                data={shipmentModes.map((mode) => {
                  const Icon = modeIcons[mode];
                  return {
                    value: mode,
                    label: (
                      <Group gap={6} wrap="nowrap" justify="center">
                        <Icon size={16} aria-hidden />
                        <span>{t(`mode.${mode}`)}</span>
                      </Group>
                    ),
                  };
                })}
                fullWidth
                data-testid="mode"
              />
            </div>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <Select
                label={t('fields.operator')}
                placeholder={operators.isPending ? t('list.loading') : t('form.operator-pick')}
                data={operatorOptions}
                value={draft.operatorId}
                onChange={(value) => set('operatorId', value)}
                error={messageOf('shipment.operatorId')}
                searchable
                required
                nothingFoundMessage={t('form.nothing-found')}
                data-testid="operator"
              />
              <CompanySelect
                label={t('fields.company')}
                placeholder={t('form.company-pick')}
                value={draft.companyId}
                onChange={(companyId) => set('companyId', companyId)}
                error={messageOf('shipment.companyId')}
                testId="company"
              />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <InstantPicker
                label={t('fields.planned-departure')}
                value={draft.plannedDeparture}
                onChange={(iso) => set('plannedDeparture', iso)}
                error={messageOf('shipment.plannedDeparture')}
                near={shipment?.updatedAt}
                required
                data-testid="departure"
              />
              <InstantPicker
                label={t('fields.estimated-arrival')}
                value={draft.estimatedArrival}
                onChange={(iso) => set('estimatedArrival', iso)}
                error={messageOf(arrival)}
                near={draft.plannedDeparture || shipment?.updatedAt}
                required
                data-testid="arrival"
              />
            </SimpleGrid>
          </Section>
          <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
            <PlaceFields
              which="origin"
              place={draft.origin}
              onChange={(p) => set('origin', p)}
              messageOf={messageOf}
            />
            <PlaceFields
              which="destination"
              place={draft.destination}
              onChange={(p) => set('destination', p)}
              messageOf={messageOf}
            />
            <PartyFields
              which="shipper"
              party={draft.shipper}
              onChange={(p) => set('shipper', p)}
              messageOf={messageOf}
            />
            <PartyFields
              which="consignee"
              party={draft.consignee}
              onChange={(p) => set('consignee', p)}
              messageOf={messageOf}
            />
          </SimpleGrid>
          <Section title={t('form.cargo')}>
            <TextInput
              label={t('fields.description')}
              value={draft.cargo.description}
              onChange={(e) => setCargo({ description: e.currentTarget.value })}
              error={messageOf('shipment.cargo.description')}
              required
              maxLength={500}
              data-testid="cargo-description"
            />
            <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
              <NumberInput
                label={t('fields.pieces')}
                value={draft.cargo.pieces}
                onChange={(pieces) => setCargo({ pieces })}
                error={messageOf('shipment.cargo.pieces')}
                required
                allowDecimal={false}
                data-testid="cargo-pieces"
              />
              <NumberInput
                label={t('fields.weight-kg')}
                value={draft.cargo.weightKg}
                onChange={(weightKg) => setCargo({ weightKg })}
                error={messageOf('shipment.cargo.weightKg')}
                required
                decimalScale={1}
                data-testid="cargo-weight"
              />
              <NumberInput
                label={t('fields.containers')}
                description={t('form.containers-hint')}
                value={draft.cargo.containers}
                onChange={(containers) => setCargo({ containers })}
                error={messageOf('shipment.cargo.containers')}
                allowDecimal={false}
                data-testid="cargo-containers"
              />
              <NumberInput
                label={t('fields.value-baht')}
                description={t('form.value-hint')}
                value={draft.cargo.valueBaht}
                onChange={(valueBaht) => setCargo({ valueBaht })}
                error={messageOf('shipment.cargo.valueBaht')}
                allowDecimal={false}
                thousandSeparator=","
                data-testid="cargo-value"
              />
            </SimpleGrid>
          </Section>
          <FormAlert
            message={tried && !check.ok ? t('form.check-fields') : undefined}
            testId="form-problems"
          />
          <FormAlert submitError={submitError} fields={FORM_FIELDS} testId="form-error" />
          <Group justify="flex-end">
            <Button variant="default" component={Link} to={cancelTo} data-testid="form-cancel">
              {t('actions.cancel')}
            </Button>
            <Button type="submit" loading={busy} data-testid="form-submit">
              {shipment ? t('form.save') : t('form.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </ShipmentDates>
  );
}
