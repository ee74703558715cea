import {
  Button,
  Card,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Tabs,
  TagsInput,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import {
  LANGUAGE_MAX,
  LANGUAGES_MAX,
  LOCATION_FIELDS,
  LOCATION_LIMITS,
  MOBILE_MAX,
  NAME_MAX,
  SOCIAL_NETWORKS,
  USERNAME_MAX,
  type LocationField,
  type ManagedUser,
  type ManagedUserChanges,
  type Permissions,
  type SocialNetwork,
} from '../../../../api/modules/user-management/contract';
import { AvatarUpload } from '../../../components/avatar-upload';
import { FormAlert, FormField } from '../../../components/form-field';
import { ContactOptionsField } from '../../../components/person-fields/contact-options-field';
import { ApiRequestError } from '../../../lib/http/api-client';
import { API_ERRORS_NS, apiFieldMessage } from '../../../lib/http/api-error-message';
import { useRemovePersonAvatar } from '../api/remove-person-avatar';
import { useUpdatePerson } from '../api/update-person';
import { useUploadPersonAvatar } from '../api/upload-person-avatar';
import { CompanyPicker } from '../components/company-picker';
import { noPermissions, PermissionGrid } from '../components/permission-grid';
import { PersonScreen, prefetchPerson } from '../components/person-screen';
import { departments, genders, optionsOf, roles, statuses } from '../options';
import {
  checkChoice,
  checkDay,
  checkEmail,
  checkOptional,
  checkRequired,
  checkSocialLink,
  checkUrl,
  checkUsername,
  type Problem,
} from '../validate';
import { notify } from '../../../lib/ui/notify';

export const clientLoader = prefetchPerson;

type Tab = 'account' | 'information' | 'social';

/** The fields the form shows, as the API names them in a refusal: these show their own. */
const FIELDS = [
  ...['username', 'name', 'email', 'role', 'status', 'is_verified', 'department', 'permissions'],
  'companyId',
  ...['dob', 'gender', 'mobile', 'website', 'languages_known', 'contact_options'],
  ...LOCATION_FIELDS.map((f) => `location.${f}`),
  ...SOCIAL_NETWORKS.map((n) => `social_links.${n}`),
].map((f) => `user.${f}`);

interface Values {
  username: string;
  name: string;
  email: string;
  role: string | null;
  status: string | null;
  is_verified: boolean;
  department: string | null;
  /** a customer's company; kept aside while another role is chosen */
  companyId: number | null;
  permissions: Permissions;
  dob: string;
  gender: string | null;
  mobile: string;
  website: string;
  languages_known: string[];
  contact_options: string[];
  location: Record<LocationField, string>;
  social_links: Record<SocialNetwork, string>;
}

const blank = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((k) => [k, ''])) as Record<K, string>;

function valuesOf(person: ManagedUser): Values {
  return {
    username: person.username,
    name: person.name,
    email: person.email,
    role: person.role,
    status: person.status,
    is_verified: person.is_verified,
    department: person.department,
    companyId: person.companyId,
    permissions: person.permissions ?? noPermissions,
    dob: person.dob ?? '',
    gender: person.gender ?? null,
    mobile: person.mobile ?? '',
    website: person.website ?? '',
    languages_known: person.languages_known ?? [],
    contact_options: person.contact_options ?? [],
    location: { ...blank(LOCATION_FIELDS), ...person.location },
    social_links: { ...blank(SOCIAL_NETWORKS), ...person.social_links },
  };
}

/** Every field's browser check, by the API's name of the field (`user.<path>`). */
function problemsOf(v: Values, today: string): Record<string, Problem> {
  const found: Record<string, Problem | undefined> = {
    'user.username': checkUsername(v.username),
    'user.name': checkRequired(v.name, NAME_MAX),
    'user.email': checkEmail(v.email),
    'user.role': checkChoice(v.role),
    'user.status': checkChoice(v.status),
    'user.department': checkChoice(v.department),
    'user.dob': checkDay(v.dob, today),
    'user.mobile': checkOptional(v.mobile, MOBILE_MAX),
    'user.website': checkUrl(v.website),
    'user.languages_known':
      v.languages_known.length > LANGUAGES_MAX
        ? { key: 'errors.too-many', values: { count: LANGUAGES_MAX } }
        : v.languages_known.some((l) => l.length > LANGUAGE_MAX)
          ? { key: 'errors.too-long', values: { count: LANGUAGE_MAX } }
          : undefined,
  };
  for (const f of LOCATION_FIELDS) {
    found[`user.location.${f}`] = checkOptional(v.location[f], LOCATION_LIMITS[f]);
  }
  for (const n of SOCIAL_NETWORKS) {
    found[`user.social_links.${n}`] = checkSocialLink(n, v.social_links[n]);
  }
  return Object.fromEntries(Object.entries(found).filter(([, p]) => p)) as Record<string, Problem>;
}

const tabOf = (field: string): Tab =>
  /^user\.(social_links)/.test(field)
    ? 'social'
    : /^user\.(dob|gender|mobile|website|languages_known|contact_options|location)/.test(field)
      ? 'information'
      : 'account';

/** What differs from the saved person: only these fields are sent. */
function changesOf(person: ManagedUser, v: Values): ManagedUserChanges {
  const saved = valuesOf(person);
  const next: ManagedUserChanges = {
    username: v.username.trim(),
    name: v.name.trim(),
    email: v.email.trim(),
    role: v.role as ManagedUser['role'],
    status: v.status as ManagedUser['status'],
    is_verified: v.is_verified,
    department: v.department as ManagedUser['department'],
    // only a customer belongs to a company: another role takes it away
    companyId: v.role === 'user' ? v.companyId : null,
    permissions: v.permissions,
    mobile: v.mobile.trim(),
    website: v.website.trim(),
    languages_known: v.languages_known,
    contact_options: v.contact_options as ManagedUser['contact_options'],
    location: v.location,
    social_links: v.social_links,
    // a day and a gender can be set or changed, not removed
    ...(v.dob ? { dob: v.dob } : {}),
    ...(v.gender ? { gender: v.gender as ManagedUser['gender'] } : {}),
  };
  const same = (key: keyof Values) =>
    JSON.stringify(saved[key]) === JSON.stringify(next[key as keyof ManagedUserChanges]);
  return Object.fromEntries(
    Object.entries(next).filter(([key]) => !same(key as keyof Values)),
  ) as ManagedUserChanges;
}

/**
 * /apps/user/user-edit/:userId (admins; docs/product.md section 3.7): the person's account,
 * information and social links in three tabs. Each field shows the browser's check, else the
 * server's refusal of it; the saved person shows at once in the view and the list.
 */
export default function UserEditScreen() {
  return (
    <PersonScreen testId="user-edit-screen">
      {(person) => <PersonForm key={person.id} person={person} />}
    </PersonScreen>
  );
}

function PersonForm({ person }: { person: ManagedUser }) {
  const { t } = useTranslation(['people', API_ERRORS_NS]);
  const navigate = useNavigate();
  const update = useUpdatePerson();
  const uploadAvatar = useUploadPersonAvatar();
  const removeAvatar = useRemovePersonAvatar();
  const refusal = update.error;
  const [values, setValues] = useState<Values>(() => valuesOf(person));
  const [checked, setChecked] = useState(false);
  const [tab, setTab] = useState<Tab>('account');
  const today = new Date().toISOString().slice(0, 10);
  const problems = checked ? problemsOf(values, today) : {};

  /** the browser's message of a field, else the server's refusal of it */
  const error = (field: string) => {
    const p = problems[field];
    return p ? t(p.key, p.values) : apiFieldMessage(t, refusal, field);
  };
  const set = <K extends keyof Values>(key: K, value: Values[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    const found = Object.keys(problemsOf(values, today));
    if (found.length > 0) {
      setTab(tabOf(found[0]));
      return;
    }
    const changes = changesOf(person, values);
    if (Object.keys(changes).length === 0) {
      notify('success', t('edit.saved-title'), t('edit.nothing-changed'));
      return;
    }
    update.mutate(
      { id: person.id, changes },
      {
        onSuccess: (saved) => {
          notify('success', t('edit.saved-title'), t('edit.saved', { name: saved.name }));
          void navigate(`/apps/user/user-view/${saved.id}`);
        },
        // the refused field's tab comes to the front
        onError: (e) => {
          if (e instanceof ApiRequestError && e.field) setTab(tabOf(e.field));
        },
      },
    );
  };

  const text = (
    field: keyof Values & string,
    label: string,
    extra: { type?: 'email'; required?: boolean; maxLength?: number } = {},
  ) => (
    <FormField
      name={`user.${field}`}
      label={label}
      value={values[field] as string}
      onChange={(v) => set(field, v as never)}
      error={problems[`user.${field}`] ? error(`user.${field}`) : undefined}
      submitError={refusal}
      autoComplete="off"
      data-testid={`edit-${field}`}
      {...extra}
    />
  );

  return (
    <form noValidate onSubmit={submit} data-testid="edit-form">
      <Card withBorder radius="md" padding="lg">
        <Group justify="space-between" mb="md" wrap="nowrap">
          <div style={{ minWidth: 0 }}>
            <Title order={2} size="h4" data-testid="edit-title">
              {t('edit.title', { name: person.name })}
            </Title>
            <Text size="sm" c="dimmed">
              @{person.username}
            </Text>
          </div>
        </Group>
        <FormAlert submitError={refusal} fields={FIELDS} testId="edit-alert" />
        <Tabs value={tab} onChange={(v) => v && setTab(v as Tab)} keepMounted={false} mt="sm">
          <Tabs.List grow>
            <Tabs.Tab value="account" data-testid="tab-account">
              {t('edit.tab-account')}
            </Tabs.Tab>
            <Tabs.Tab value="information" data-testid="tab-information">
              {t('edit.tab-information')}
            </Tabs.Tab>
            <Tabs.Tab value="social" data-testid="tab-social">
              {t('edit.tab-social')}
            </Tabs.Tab>
          </Tabs.List>

          <Tabs.Panel value="account" pt="lg">
            <Stack gap="md">
              {/* the picture is saved at once, apart from the form's Save */}
              <AvatarUpload
                src={person.avatar}
                name={person.name}
                upload={(file) => uploadAvatar.mutateAsync({ id: person.id, file })}
                remove={() => removeAvatar.mutateAsync(person.id)}
                testId="edit-avatar"
              />
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                {text('username', t('fields.username'), {
                  required: true,
                  maxLength: USERNAME_MAX,
                })}
                {text('name', t('fields.name'), { required: true, maxLength: NAME_MAX })}
                {text('email', t('fields.email'), { type: 'email', required: true })}
                <Select
                  label={t('fields.role')}
                  data={optionsOf(t, 'role', roles)}
                  value={values.role}
                  onChange={(v) => set('role', v)}
                  error={error('user.role')}
                  allowDeselect={false}
                  required
                  data-testid="edit-role"
                />
                <Select
                  label={t('fields.status')}
                  data={optionsOf(t, 'status', statuses)}
                  value={values.status}
                  onChange={(v) => set('status', v)}
                  error={error('user.status')}
                  allowDeselect={false}
                  required
                  data-testid="edit-status"
                />
                <Select
                  label={t('fields.department')}
                  data={optionsOf(t, 'department', departments)}
                  value={values.department}
                  onChange={(v) => set('department', v)}
                  error={error('user.department')}
                  allowDeselect={false}
                  required
                  data-testid="edit-department"
                />
                {values.role === 'user' && (
                  <CompanyPicker
                    value={values.companyId}
                    onChange={(id) => set('companyId', id)}
                    error={error('user.companyId')}
                    testId="edit-company"
                  />
                )}
              </SimpleGrid>
              <Switch
                label={t('fields.verified')}
                checked={values.is_verified}
                onChange={(e) => set('is_verified', e.currentTarget.checked)}
                error={error('user.is_verified')}
                data-testid="edit-verified"
              />
              <div>
                <Title order={3} size="h5" mb="xs">
                  {t('permissions.title')}
                </Title>
                <PermissionGrid
                  value={values.permissions}
                  onChange={(p) => set('permissions', p)}
                />
                {error('user.permissions') && (
                  <Text c="red" size="sm" mt={4}>
                    {error('user.permissions')}
                  </Text>
                )}
              </div>
            </Stack>
          </Tabs.Panel>

          <Tabs.Panel value="information" pt="lg">
            <Stack gap="md">
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                <TextInput
                  type="date"
                  label={t('fields.dob')}
                  value={values.dob}
                  max={today}
                  onChange={(e) => set('dob', e.currentTarget.value)}
                  error={error('user.dob')}
                  data-testid="edit-dob"
                />
                <Select
                  label={t('fields.gender')}
                  placeholder={t('edit.not-given')}
                  data={optionsOf(t, 'gender', genders)}
                  value={values.gender}
                  onChange={(v) => set('gender', v)}
                  error={error('user.gender')}
                  data-testid="edit-gender"
                />
                {text('mobile', t('fields.mobile'), { maxLength: MOBILE_MAX })}
                {text('website', t('fields.website'))}
              </SimpleGrid>
              <TagsInput
                label={t('fields.languages')}
                description={t('edit.languages-help')}
                value={values.languages_known}
                onChange={(v) => set('languages_known', v)}
                error={error('user.languages_known')}
                maxTags={LANGUAGES_MAX}
                data-testid="edit-languages"
              />
              <ContactOptionsField
                label={t('fields.contact-options')}
                optionLabel={(o) => t(`contact.${o}`)}
                value={values.contact_options}
                onChange={(v) => set('contact_options', v)}
                error={error('user.contact_options')}
                testIdPrefix="edit-contact"
              />
              <Title order={3} size="h5">
                {t('fields.address')}
              </Title>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                {LOCATION_FIELDS.map((f) => (
                  <TextInput
                    key={f}
                    label={t(`location.${f}`)}
                    value={values.location[f]}
                    onChange={(e) => {
                      const value = e.currentTarget.value;
                      setValues((v) => ({ ...v, location: { ...v.location, [f]: value } }));
                    }}
                    error={error(`user.location.${f}`)}
                    maxLength={LOCATION_LIMITS[f]}
                    autoComplete="off"
                    data-testid={`edit-location-${f}`}
                  />
                ))}
              </SimpleGrid>
            </Stack>
          </Tabs.Panel>

          <Tabs.Panel value="social" pt="lg">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              {SOCIAL_NETWORKS.map((n) => (
                <TextInput
                  key={n}
                  label={t(`social.${n}`)}
                  placeholder={n === 'slack' ? undefined : t('edit.url-placeholder')}
                  value={values.social_links[n]}
                  onChange={(e) => {
                    const value = e.currentTarget.value;
                    setValues((v) => ({ ...v, social_links: { ...v.social_links, [n]: value } }));
                  }}
                  error={error(`user.social_links.${n}`)}
                  autoComplete="off"
                  data-testid={`edit-social-${n}`}
                />
              ))}
            </SimpleGrid>
          </Tabs.Panel>
        </Tabs>

        <Group justify="flex-end" mt="xl" gap="sm">
          <Button component={Link} to={`/apps/user/user-view/${person.id}`} variant="default">
            {t('actions.cancel')}
          </Button>
          <Button type="submit" loading={update.isPending} data-testid="save-person">
            {t('actions.save')}
          </Button>
        </Group>
      </Card>
    </form>
  );
}
