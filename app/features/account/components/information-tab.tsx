import {
  Button,
  Group,
  Select,
  SimpleGrid,
  Stack,
  TagsInput,
  TextInput,
  Title,
} from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ABOUT_MAX, type AccountReply } from '../../../../api/modules/account/contract';
import {
  LANGUAGE_MAX,
  LANGUAGES_MAX,
  LOCATION_FIELDS,
  LOCATION_LIMITS,
  MOBILE_MAX,
  URL_MAX,
  type ManagedUser,
} from '../../../../api/modules/user-management/contract';
import { FormAlert, FormField } from '../../../components/form-field';
import { ContactOptionsField } from '../../../components/person-fields/contact-options-field';
import { useUpdateProfile } from '../api/update-profile';
import { genders } from '../options';
import { useCheckedForm } from '../use-checked-form';
import { rules, todayOf, type Rule } from '../../../lib/forms/person-rules';
import { notify } from '../../../lib/ui/notify';

type Texts = Record<string, string>;

/** The fields of the tab as the API names them in a refusal: these show their own. */
const FIELDS = [
  ...['about', 'dob', 'gender', 'mobile', 'website', 'languages_known', 'contact_options'],
  ...LOCATION_FIELDS.map((f) => `location.${f}`),
].map((f) => `profile.${f}`);

function textsOf(account: AccountReply): Texts {
  const { person } = account;
  return {
    about: account.about,
    dob: person.dob ?? '',
    mobile: person.mobile ?? '',
    website: person.website ?? '',
    ...Object.fromEntries(
      LOCATION_FIELDS.map((f) => [`location.${f}`, person.location?.[f] ?? '']),
    ),
  };
}

/**
 * The Information tab (POST /api/account/profile): about, day of birth, gender, mobile, website,
 * languages, how to be contacted and the address. A day and a gender can be set or changed, not
 * removed (the contract has no empty value for them).
 */
export function InformationTab({ account }: { account: AccountReply }) {
  const { t } = useTranslation('account');
  const update = useUpdateProfile();
  const today = todayOf(new Date());
  const form = useCheckedForm<Texts>(
    textsOf(account),
    {
      fields: {
        about: [rules.max(ABOUT_MAX)],
        dob: [rules.pastDay(today)],
        mobile: [rules.max(MOBILE_MAX)],
        website: [rules.max(URL_MAX), rules.url()],
        ...Object.fromEntries(
          LOCATION_FIELDS.map((f): [string, Rule[]] => [
            `location.${f}`,
            [rules.max(LOCATION_LIMITS[f])],
          ]),
        ),
      },
      apiName: (field) => `profile.${field}`,
    },
    update.error,
  );
  const [gender, setGender] = useState<string | null>(account.person.gender ?? null);
  const [languages, setLanguages] = useState<string[]>(account.person.languages_known ?? []);
  const [contact, setContact] = useState<string[]>(account.person.contact_options ?? []);
  const [listChecked, setListChecked] = useState(false);
  const languagesProblem =
    listChecked && languages.some((l) => l.length > LANGUAGE_MAX)
      ? t('errors.too-long', { count: LANGUAGE_MAX })
      : undefined;

  const text = (
    field: string,
    label: string,
    extra: { type?: 'textarea'; maxLength?: number } = {},
  ) => (
    <FormField
      name={`profile.${field}`}
      label={label}
      value={form.values[field]}
      onChange={(v) => form.set(field, v)}
      error={form.error(field)}
      autoComplete="off"
      data-testid={`info-${field.replace('.', '-')}`}
      {...extra}
    />
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setListChecked(true);
    const fine = form.check();
    if (!fine || languages.some((l) => l.length > LANGUAGE_MAX)) return;
    const v = form.values;
    update.mutate(
      {
        about: v.about.trim(),
        mobile: v.mobile.trim(),
        website: v.website.trim(),
        languages_known: languages,
        contact_options: contact as NonNullable<ManagedUser['contact_options']>,
        location: Object.fromEntries(
          LOCATION_FIELDS.map((f) => [f, v[`location.${f}`].trim()]),
        ) as NonNullable<ManagedUser['location']>,
        ...(v.dob ? { dob: v.dob } : {}),
        ...(gender ? { gender: gender as NonNullable<ManagedUser['gender']> } : {}),
      },
      { onSuccess: () => notify('success', t('saved-title'), t('information.saved')) },
    );
  };

  return (
    <form noValidate onSubmit={submit} data-testid="information-form">
      <Stack gap="md">
        <Title order={3} size="h5">
          {t('information.title')}
        </Title>
        <FormAlert submitError={update.error} fields={FIELDS} testId="information-alert" />
        {text('about', t('fields.about'), { type: 'textarea', maxLength: ABOUT_MAX })}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            type="date"
            name="profile.dob"
            label={t('fields.dob')}
            value={form.values.dob}
            max={today}
            onChange={(e) => form.set('dob', e.currentTarget.value)}
            error={form.error('dob')}
            data-testid="info-dob"
          />
          <Select
            label={t('fields.gender')}
            placeholder={t('not-given')}
            data={genders.map((g) => ({ value: g, label: t(`gender.${g}`) }))}
            value={gender}
            onChange={setGender}
            error={form.error('gender')}
            data-testid="info-gender"
          />
          {text('mobile', t('fields.mobile'), { maxLength: MOBILE_MAX })}
          {text('website', t('fields.website'))}
        </SimpleGrid>
        <TagsInput
          label={t('fields.languages')}
          description={t('information.languages-help')}
          value={languages}
          onChange={setLanguages}
          error={languagesProblem ?? form.error('languages_known')}
          maxTags={LANGUAGES_MAX}
          data-testid="info-languages"
        />
        <ContactOptionsField
          label={t('fields.contactOptions')}
          optionLabel={(o) => t(`contact.${o}`)}
          value={contact}
          onChange={setContact}
          error={form.error('contact_options')}
          testIdPrefix="info-contact"
        />
        <Title order={3} size="h5">
          {t('fields.address')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {LOCATION_FIELDS.map((f) => (
            <div key={f}>
              {text(`location.${f}`, t(`location.${f}`), { maxLength: LOCATION_LIMITS[f] + 20 })}
            </div>
          ))}
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={update.isPending} data-testid="information-save">
            {t('save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
