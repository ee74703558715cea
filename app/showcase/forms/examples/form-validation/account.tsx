import {
  Alert,
  Anchor,
  Box,
  Button,
  Group,
  List,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  USERNAME_MAX,
  USERNAME_PATTERN,
} from '../../../../../api/modules/user-management/contract';
import { FormAlert, FormField } from '../../../../components/form-field';
import { usernameAvailabilityQueryOptions } from '../../api/check-username';

/** ISO 6346: four letters (owner and category), six digits and a check digit. */
const CONTAINER = /^[A-Z]{4}\d{7}$/;
const DAY = 86_400_000;

/**
 * The rules, one zod schema; each message is a key of `errors` in the page's texts. The two
 * cross-field rules run even when another field is wrong (`when`), so every message shows at once.
 */
const accountSchema = z
  .object({
    username: z
      .string()
      .trim()
      .min(1, 'required')
      .min(3, 'usernameShort')
      .max(USERNAME_MAX, 'usernameLong')
      .regex(USERNAME_PATTERN, 'usernamePattern'),
    email: z.string().trim().min(1, 'required').pipe(z.email('email')),
    website: z.union([z.literal(''), z.url({ protocol: /^https?$/, error: 'url' })]),
    payload: z
      .string()
      .trim()
      .min(1, 'required')
      .pipe(z.coerce.number<string>('number').min(1, 'payloadRange').max(40, 'payloadRange')),
    container: z.string().trim().toUpperCase().min(1, 'required').regex(CONTAINER, 'container'),
    notes: z.string().trim().min(1, 'required').min(20, 'notesShort').max(200, 'notesLong'),
    password: z
      .string()
      .min(1, 'required')
      .min(8, 'passwordShort')
      .regex(/[a-z]/i, 'passwordMix')
      .regex(/\d/, 'passwordMix'),
    confirm: z.string().min(1, 'required'),
    from: z.string().min(1, 'required'),
    to: z.string().min(1, 'required'),
  })
  .refine((v) => v.password === v.confirm, {
    path: ['confirm'],
    message: 'passwordsDiffer',
    when: () => true,
  })
  .refine((v) => !v.from || !v.to || v.to >= v.from, {
    path: ['to'],
    message: 'dateOrder',
    when: () => true,
  })
  .refine((v) => !v.from || !v.to || Date.parse(v.to) - Date.parse(v.from) <= 90 * DAY, {
    path: ['to'],
    message: 'dateSpan',
    when: () => true,
  });

type Values = z.input<typeof accountSchema>;
type Name = keyof Values;
const NAMES: Name[] = [
  'username',
  'email',
  'website',
  'payload',
  'container',
  'notes',
  'password',
  'confirm',
  'from',
  'to',
];
const EMPTY = Object.fromEntries(NAMES.map((name) => [name, ''])) as Values;

/** The first message of each field, by its key. */
function messagesOf(values: Values): Partial<Record<Name, string>> {
  const result = accountSchema.safeParse(values);
  const out: Partial<Record<Name, string>> = {};
  for (const issue of result.error?.issues ?? []) {
    const name = issue.path[0] as Name;
    out[name] ??= issue.message;
  }
  return out;
}

/**
 * A new staff account: every common rule with its message next to its field, shown when the field
 * is left and on submit; then a summary at the top (an alert, with a link to each field), and the
 * API's answer to "is this username free".
 */
export default function ValidationAccount() {
  const { t } = useTranslation('form-validation');
  const queryClient = useQueryClient();
  const uid = useId();
  const summary = useRef<HTMLDivElement>(null);
  const [values, setValues] = useState<Values>(EMPTY);
  const [touched, setTouched] = useState<Set<Name>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [checked, setChecked] = useState('');
  const [done, setDone] = useState('');
  const [listed, setListed] = useState<{ name: Name; key: string }[]>([]);
  const availability = useQuery({
    ...usernameAvailabilityQueryOptions(checked),
    enabled: checked !== '',
  });

  const messages = messagesOf(values);
  const username = values.username.trim();
  const answer =
    availability.data && availability.data.username.toLowerCase() === username.toLowerCase()
      ? availability.data
      : undefined;
  if (!messages.username && answer && !answer.available) messages.username = 'usernameTaken';
  if (!messages.username && checked && availability.isError)
    messages.username = 'usernameUnchecked';

  const shown = (name: Name) => (submitted || touched.has(name) ? messages[name] : undefined);
  const errorOf = (name: Name) => {
    const key = shown(name);
    return key ? t(`errors.${key}`) : undefined;
  };
  const idOf = (name: Name) => `${uid}-${name}`;
  const set = (name: Name) => (value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setDone('');
  };
  const leave = (name: Name) => () => {
    setTouched((current) => new Set(current).add(name));
    if (name === 'username' && !messagesOf(values).username) setChecked(values.username.trim());
  };
  const focusField = (name: Name) => {
    document.getElementById(idOf(name))?.querySelector<HTMLElement>('input, textarea')?.focus();
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    setTouched(new Set(NAMES));
    const local = messagesOf(values);
    let taken = false;
    if (!local.username) {
      setChecked(username);
      try {
        taken = !(await queryClient.fetchQuery(usernameAvailabilityQueryOptions(username)))
          .available;
      } catch {
        taken = true; // unchecked: the field says so
      }
    }
    if (Object.keys(local).length > 0 || taken) {
      setListed(
        NAMES.flatMap((name) => {
          const key = local[name] ?? (name === 'username' && taken ? 'usernameTaken' : undefined);
          return key ? [{ name, key }] : [];
        }),
      );
      setDone('');
      requestAnimationFrame(() => summary.current?.focus());
    } else {
      setListed([]);
      setDone(username);
    }
  }

  // the summary names the problems found by the last submit, and changes only on the next one: a
  // list that shrank as fields were left would move the submit button under the pointer
  const wrong = listed;
  const field = (name: Name, type: 'text' | 'email' | 'password' | 'textarea' = 'text') => (
    <Box id={idOf(name)} onBlur={leave(name)}>
      <FormField
        name={name}
        type={type}
        label={t(`fields.${name}.label`)}
        description={t(`fields.${name}.hint`)}
        value={values[name]}
        onChange={set(name)}
        error={errorOf(name)}
        required={name !== 'website'}
        autoComplete={
          name === 'password' || name === 'confirm'
            ? 'new-password'
            : name === 'email'
              ? 'email'
              : 'off'
        }
        data-testid={`validation-${name}`}
      />
    </Box>
  );
  const usernameNote =
    !shown('username') && checked && username
      ? availability.isFetching
        ? t('checking')
        : answer?.available
          ? t('usernameFree', { username })
          : undefined
      : undefined;

  return (
    <form noValidate onSubmit={submit} data-testid="validation-form">
      <Stack gap="md">
        {wrong.length > 0 && (
          <Box ref={summary} tabIndex={-1} data-testid="validation-summary">
            <FormAlert message={t('summary', { count: wrong.length })}>
              <List size="sm" mt="xs">
                {wrong.map(({ name, key }) => (
                  <List.Item key={name}>
                    <Anchor
                      c="inherit"
                      underline="always"
                      href={`#${idOf(name)}`}
                      onClick={(event) => {
                        event.preventDefault();
                        focusField(name);
                      }}
                    >
                      {t(`fields.${name}.label`)}: {t(`errors.${key}`)}
                    </Anchor>
                  </List.Item>
                ))}
              </List>
            </FormAlert>
          </Box>
        )}
        {done && (
          <Alert
            color="success"
            icon={<IconCircleCheck aria-hidden />}
            role="status"
            data-testid="validation-done"
          >
            {t('done', { username: done })}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <Stack gap={4}>
            {field('username')}
            {/* always there, one line high: a note appearing on blur would move what is below */}
            <Box
              fz="sm"
              c="dimmed"
              mih={22}
              aria-live="polite"
              data-testid="validation-username-note"
            >
              {usernameNote}
            </Box>
          </Stack>
          {field('email', 'email')}
          {field('website')}
          {field('payload')}
          {field('container')}
          {field('password', 'password')}
          {field('confirm', 'password')}
          {(['from', 'to'] as const).map((name) => (
            <Box key={name} id={idOf(name)} onBlur={leave(name)}>
              <TextInput
                type="date"
                name={name}
                required
                label={t(`fields.${name}.label`)}
                description={t(`fields.${name}.hint`)}
                value={values[name]}
                onChange={(event) => set(name)(event.currentTarget.value)}
                error={errorOf(name)}
                data-testid={`validation-${name}`}
              />
            </Box>
          ))}
        </SimpleGrid>
        {field('notes', 'textarea')}
        <Group justify="flex-end">
          {/* never busy or disabled: the click blurs the username, which starts its check, and a
              button disabled meanwhile would swallow the click */}
          <Button type="submit" data-testid="validation-submit">
            {t('submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
