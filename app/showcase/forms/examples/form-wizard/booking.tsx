import {
  Alert,
  Button,
  Checkbox,
  Group,
  List,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Stepper,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useSessionStorage } from '@mantine/hooks';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import classes from './booking.module.css';

const PORTS = ['THLCH', 'THBKK', 'SGSIN', 'CNSHA', 'NLRTM', 'DEHAM', 'USLAX'] as const;
const MODES = ['sea', 'air', 'road'] as const;
const SERVICES = ['pickup', 'exportClearance', 'importClearance', 'insurance', 'delivery'] as const;
const INCOTERMS = ['EXW', 'FOB', 'CIF', 'DAP', 'DDP'] as const;
const STEPS = ['route', 'cargo', 'services', 'contact', 'review'] as const;
const STORAGE_KEY = 'form-wizard:booking';

/** Each step's rules; a message is a key of `errors` in the page's texts. */
const routeSchema = z
  .object({
    origin: z.enum(PORTS, 'required'),
    destination: z.enum(PORTS, 'required'),
    mode: z.enum(MODES, 'required'),
    ready: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'required'),
  })
  .refine((v) => v.origin !== v.destination, { path: ['destination'], message: 'sameRoute' });
const cargoSchema = z
  .object({
    description: z.string().trim().min(3, 'required').max(300, 'tooLong'),
    packages: z.number('required').int('whole').min(1, 'packages').max(9999, 'packages'),
    weight: z.number('required').min(1, 'weight').max(30_000, 'weight'),
    dangerous: z.boolean(),
    unNumber: z.string(),
  })
  .refine((v) => !v.dangerous || /^UN\d{4}$/.test(v.unNumber.trim().toUpperCase()), {
    path: ['unNumber'],
    message: 'unNumber',
    when: () => true,
  });
const servicesSchema = z.object({
  services: z.array(z.enum(SERVICES)).min(1, 'services'),
  incoterm: z.enum(INCOTERMS, 'required'),
});
const contactSchema = z.object({
  name: z.string().trim().min(1, 'required').max(120, 'tooLong'),
  company: z.string().trim().min(1, 'required').max(120, 'tooLong'),
  email: z.string().trim().pipe(z.email('email')),
  phone: z
    .string()
    .trim()
    .regex(/^\+?[\d\s-]{6,20}$/, 'phone'),
});
const SCHEMAS = {
  route: routeSchema,
  cargo: cargoSchema,
  services: servicesSchema,
  contact: contactSchema,
};

interface Booking {
  origin: string | null;
  destination: string | null;
  mode: string;
  ready: string;
  description: string;
  packages: number | string;
  weight: number | string;
  dangerous: boolean;
  unNumber: string;
  services: string[];
  incoterm: string | null;
  name: string;
  company: string;
  email: string;
  phone: string;
}
const EMPTY: Booking = {
  origin: 'THLCH',
  destination: null,
  mode: 'sea',
  ready: '',
  description: '',
  packages: '',
  weight: '',
  dangerous: false,
  unNumber: '',
  services: ['exportClearance'],
  incoterm: 'FOB',
  name: '',
  company: '',
  email: '',
  phone: '',
};

/** What the tab keeps across a reload: the step and the answers, checked when read back. */
const text = (max: number) => z.string().max(max);
const amount = z.union([z.number(), text(12)]);
const storedSchema = z.object({
  step: z
    .number()
    .int()
    .min(0)
    .max(STEPS.length - 1),
  values: z.object({
    origin: text(8).nullable(),
    destination: text(8).nullable(),
    mode: text(8),
    ready: text(10),
    description: text(300),
    packages: amount,
    weight: amount,
    dangerous: z.boolean(),
    unNumber: text(20),
    services: z.array(text(40)).max(SERVICES.length),
    incoterm: text(8).nullable(),
    name: text(120),
    company: text(120),
    email: text(254),
    phone: text(40),
  }),
});
type Stored = { step: number; values: Booking };
const START: Stored = { step: 0, values: EMPTY };

/** The field messages of one step: the first per field. */
function problemsOf(step: (typeof STEPS)[number], values: Booking): Record<string, string> {
  if (step === 'review') return {};
  const result = SCHEMAS[step].safeParse(values);
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) out[String(issue.path[0])] ??= issue.message;
  return out;
}

/** A booking reference, random (not from the clock): BKG- and six letters or digits. */
function bookingReference(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = crypto.getRandomValues(new Uint8Array(6));
  return `BKG-${Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('')}`;
}

/**
 * A shipment booking in five steps. Each step is checked on "Next" (messages beside the fields,
 * the focus on the first wrong one); "Back" and the steps already done go back without checks.
 * The answers and the step stay in the tab's session storage, across a reload, until the booking
 * is sent. Moving between steps puts the focus on the new step's heading.
 */
export default function WizardBooking() {
  const { t } = useTranslation('form-wizard');
  const [stored, setStored, clearStored] = useSessionStorage<Stored>({
    key: STORAGE_KEY,
    defaultValue: START,
    deserialize: (text) => {
      try {
        const parsed = storedSchema.safeParse(JSON.parse(text ?? ''));
        return parsed.success ? parsed.data : START;
      } catch {
        return START;
      }
    },
  });
  const { step, values } = stored;
  const [tried, setTried] = useState<Set<number>>(new Set());
  const [reference, setReference] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  const form = useRef<HTMLDivElement>(null);
  const moved = useRef(false);
  const name = STEPS[step];
  const problems = tried.has(step) ? problemsOf(name, values) : {};

  useEffect(() => {
    if (moved.current) heading.current?.focus();
    moved.current = false;
  }, [step, reference]);

  const set =
    <K extends keyof Booking>(key: K) =>
    (value: Booking[K]) =>
      setStored((current) => ({ ...current, values: { ...current.values, [key]: value } }));
  const error = (key: keyof Booking) => (problems[key] ? t(`errors.${problems[key]}`) : undefined);
  const go = (to: number) => {
    moved.current = true;
    setStored((current) => ({ ...current, step: to }));
  };
  const next = () => {
    setTried((current) => new Set(current).add(step));
    const wrong = Object.keys(problemsOf(name, values));
    if (wrong.length > 0) {
      requestAnimationFrame(() =>
        form.current
          ?.querySelector<HTMLElement>(
            `[data-field="${wrong[0]}"] input, [data-field="${wrong[0]}"] textarea`,
          )
          ?.focus(),
      );
      return;
    }
    go(step + 1);
  };
  const submit = () => {
    moved.current = true;
    setReference(bookingReference());
    clearStored();
    setTried(new Set());
  };

  const port = (code: string | null) => (code ? t(`ports.${code}`) : '');
  const ports = PORTS.map((code) => ({ value: code, label: port(code) }));

  if (reference) {
    return (
      <Stack gap="md" data-testid="wizard-confirmation">
        <Title order={3} size="h4" ref={heading} tabIndex={-1}>
          {t('done.title')}
        </Title>
        <Alert color="success" icon={<IconCircleCheck aria-hidden />}>
          {t('done.text', { reference })}
        </Alert>
        <Text size="sm" data-testid="wizard-reference">
          {reference}
        </Text>
        <Group>
          <Button variant="light" onClick={() => setReference('')}>
            {t('done.again')}
          </Button>
        </Group>
      </Stack>
    );
  }

  const field = (key: keyof Booking, node: React.ReactNode) => <div data-field={key}>{node}</div>;
  const steps: Record<(typeof STEPS)[number], React.ReactNode> = {
    route: (
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {field(
          'origin',
          <Select
            required
            label={t('route.origin')}
            data={ports}
            value={values.origin}
            onChange={set('origin')}
            error={error('origin')}
            data-testid="wizard-origin"
          />,
        )}
        {field(
          'destination',
          <Select
            required
            label={t('route.destination')}
            data={ports}
            value={values.destination}
            onChange={set('destination')}
            error={error('destination')}
            data-testid="wizard-destination"
          />,
        )}
        {field(
          'mode',
          <Select
            required
            label={t('route.mode')}
            data={MODES.map((m) => ({ value: m, label: t(`modes.${m}`) }))}
            value={values.mode}
            onChange={(v) => set('mode')(v ?? '')}
            allowDeselect={false}
            error={error('mode')}
          />,
        )}
        {field(
          'ready',
          <TextInput
            required
            type="date"
            label={t('route.ready')}
            value={values.ready}
            onChange={(e) => set('ready')(e.currentTarget.value)}
            error={error('ready')}
            data-testid="wizard-ready"
          />,
        )}
      </SimpleGrid>
    ),
    cargo: (
      <Stack gap="sm">
        {field(
          'description',
          <Textarea
            required
            autosize
            minRows={2}
            label={t('cargo.description')}
            value={values.description}
            onChange={(e) => set('description')(e.currentTarget.value)}
            error={error('description')}
            data-testid="wizard-description"
          />,
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {field(
            'packages',
            <NumberInput
              required
              label={t('cargo.packages')}
              value={values.packages}
              onChange={set('packages')}
              allowDecimal={false}
              min={1}
              error={error('packages')}
              data-testid="wizard-packages"
            />,
          )}
          {field(
            'weight',
            <NumberInput
              required
              label={t('cargo.weight')}
              description={t('cargo.weightHint')}
              value={values.weight}
              onChange={set('weight')}
              min={1}
              error={error('weight')}
              data-testid="wizard-weight"
            />,
          )}
        </SimpleGrid>
        <Switch
          label={t('cargo.dangerous')}
          checked={values.dangerous}
          onChange={(e) => set('dangerous')(e.currentTarget.checked)}
        />
        {values.dangerous &&
          field(
            'unNumber',
            <TextInput
              required
              label={t('cargo.unNumber')}
              description={t('cargo.unHint')}
              value={values.unNumber}
              onChange={(e) => set('unNumber')(e.currentTarget.value)}
              error={error('unNumber')}
              data-testid="wizard-un"
            />,
          )}
      </Stack>
    ),
    services: (
      <Stack gap="sm">
        {field(
          'services',
          <Checkbox.Group
            label={t('services.label')}
            value={values.services}
            onChange={set('services')}
            error={error('services')}
            withAsterisk
          >
            <Stack gap="xs" mt="xs">
              {SERVICES.map((s) => (
                <Checkbox
                  key={s}
                  value={s}
                  label={t(`services.${s}`)}
                  data-testid={`wizard-service-${s}`}
                />
              ))}
            </Stack>
          </Checkbox.Group>,
        )}
        {field(
          'incoterm',
          <Select
            required
            label={t('services.incoterm')}
            data={[...INCOTERMS]}
            value={values.incoterm}
            onChange={set('incoterm')}
            error={error('incoterm')}
          />,
        )}
      </Stack>
    ),
    contact: (
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {field(
          'name',
          <TextInput
            required
            autoComplete="name"
            label={t('contact.name')}
            value={values.name}
            onChange={(e) => set('name')(e.currentTarget.value)}
            error={error('name')}
            data-testid="wizard-name"
          />,
        )}
        {field(
          'company',
          <TextInput
            required
            autoComplete="organization"
            label={t('contact.company')}
            value={values.company}
            onChange={(e) => set('company')(e.currentTarget.value)}
            error={error('company')}
            data-testid="wizard-company"
          />,
        )}
        {field(
          'email',
          <TextInput
            required
            type="email"
            autoComplete="email"
            label={t('contact.email')}
            value={values.email}
            onChange={(e) => set('email')(e.currentTarget.value)}
            error={error('email')}
            data-testid="wizard-email"
          />,
        )}
        {field(
          'phone',
          <TextInput
            required
            type="tel"
            autoComplete="tel"
            label={t('contact.phone')}
            value={values.phone}
            onChange={(e) => set('phone')(e.currentTarget.value)}
            error={error('phone')}
            data-testid="wizard-phone"
          />,
        )}
      </SimpleGrid>
    ),
    review: (
      <Stack gap="sm" data-testid="wizard-summary">
        {(['route', 'cargo', 'services', 'contact'] as const).map((section, index) => (
          <div key={section}>
            <Group justify="space-between" wrap="nowrap">
              <Text fw={600}>{t(`steps.${section}`)}</Text>
              <Button
                variant="subtle"
                size="compact-sm"
                onClick={() => go(index)}
                aria-label={t('review.edit', { step: t(`steps.${section}`) })}
              >
                {t('review.change')}
              </Button>
            </Group>
            <List size="sm" spacing={2}>
              {section === 'route' && (
                <>
                  <List.Item>
                    {t('review.route', {
                      origin: port(values.origin),
                      destination: port(values.destination),
                      mode: t(`modes.${values.mode}`),
                    })}
                  </List.Item>
                  <List.Item>{t('review.ready', { date: values.ready })}</List.Item>
                </>
              )}
              {section === 'cargo' && (
                <>
                  <List.Item>{values.description}</List.Item>
                  <List.Item>
                    {t('review.cargo', {
                      count: Number(values.packages) || 0,
                      weight: values.weight,
                    })}
                  </List.Item>
                  {values.dangerous && (
                    <List.Item>
                      {t('review.dangerous', { un: values.unNumber.trim().toUpperCase() })}
                    </List.Item>
                  )}
                </>
              )}
              {section === 'services' && (
                <>
                  <List.Item>{values.services.map((s) => t(`services.${s}`)).join(', ')}</List.Item>
                  <List.Item>{t('review.incoterm', { incoterm: values.incoterm ?? '' })}</List.Item>
                </>
              )}
              {section === 'contact' && (
                <>
                  <List.Item>
                    {t('review.contact', { name: values.name, company: values.company })}
                  </List.Item>
                  <List.Item>{`${values.email} · ${values.phone}`}</List.Item>
                </>
              )}
            </List>
          </div>
        ))}
      </Stack>
    ),
  };

  return (
    <Stack gap="lg" data-testid="wizard">
      <Stepper
        active={step}
        onStepClick={(index) => index < step && go(index)}
        allowNextStepsSelect={false}
        size="sm"
        classNames={{ stepBody: classes.stepBody, separator: classes.separator }}
      >
        {STEPS.map((s) => (
          <Stepper.Step key={s} label={t(`steps.${s}`)} aria-label={t(`steps.${s}`)} />
        ))}
      </Stepper>
      <div ref={form}>
        <Title order={3} size="h4" ref={heading} tabIndex={-1} mb="xs" data-testid="wizard-heading">
          {t('heading', { n: step + 1, total: STEPS.length, step: t(`steps.${name}`) })}
        </Title>
        <Text size="sm" c="dimmed" mb="md">
          {t(`hints.${name}`)}
        </Text>
        {steps[name]}
      </div>
      <Group justify="space-between">
        <Button
          variant="default"
          onClick={() => go(step - 1)}
          disabled={step === 0}
          data-testid="wizard-back"
        >
          {t('back')}
        </Button>
        {name === 'review' ? (
          <Button onClick={submit} data-testid="wizard-submit">
            {t('submit')}
          </Button>
        ) : (
          <Button onClick={next} data-testid="wizard-next">
            {t('next')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
