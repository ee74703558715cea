import {
  ActionIcon,
  Button,
  Card,
  Fieldset,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  ADDRESS_LINE_MAX,
  COMPANY_MAIL_LANGUAGES,
  COMPANY_NAME_MAX,
  CONTACTS_MAX,
  TAX_ID_MAX,
  type Company,
  type CompanyInput,
} from '../../../../api/modules/companies/contract';
import { EMAIL_MAX } from '../../../../api/modules/user-management/contract';
import { FormAlert } from '../../../components/form-field';
import { API_ERRORS_NS, apiFieldMessage } from '../../../lib/http/api-error-message';
import {
  checkDraft,
  draftOf,
  emptyContact,
  emptyDraft,
  FORM_FIELDS,
  lineIssuePaths,
  type CompanyDraft,
  type ContactDraft,
} from '../draft';

/** A field's message from the first of its paths that has one (see `CompanyForm`). */
type MessageOf = (...paths: string[]) => string | undefined;

function ContactFields({
  index,
  contact,
  onChange,
  onRemove,
  messageOf,
}: {
  index: number;
  contact: ContactDraft;
  onChange: (contact: ContactDraft) => void;
  onRemove: () => void;
  messageOf: MessageOf;
}) {
  const { t } = useTranslation('companies');
  const field = (
    name: keyof ContactDraft,
    props: { type?: string; required?: boolean; maxLength: number },
  ) => (
    <TextInput
      label={t(`contact.${name}`)}
      value={contact[name]}
      onChange={(e) => onChange({ ...contact, [name]: e.currentTarget.value })}
      error={messageOf(`company.contacts.${index}.${name}`)}
      autoComplete="off"
      data-testid={`contact-${index}-${name}`}
      {...props}
    />
  );
  return (
    <Card component="li" withBorder radius="md" padding="md" data-testid="contact-fields">
      <Group justify="space-between" mb="xs" wrap="nowrap">
        <Text fw={600} size="sm">
          {t('form.contact-n', { n: index + 1 })}
        </Text>
        <Tooltip label={t('form.remove-contact')} withArrow>
          <ActionIcon
            variant="subtle"
            color="red"
            onClick={onRemove}
            aria-label={t('form.remove-contact-n', { n: index + 1 })}
            data-testid={`contact-${index}-remove`}
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {field('name', { required: true, maxLength: 120 })}
        {field('email', { type: 'email', required: true, maxLength: EMAIL_MAX })}
        {field('phone', { type: 'tel', maxLength: 40 })}
        {field('role', { maxLength: 80 })}
      </SimpleGrid>
    </Card>
  );
}

/**
 * The one form of a new and of a changed company. Checked in the browser against the contract on
 * submit (every message next to its field), and the server's 422 shown on the same fields.
 */
export function CompanyForm({
  company,
  busy,
  submitError,
  onSubmit,
  cancelTo,
}: {
  company?: Company;
  busy: boolean;
  submitError: unknown;
  onSubmit: (input: CompanyInput) => void;
  cancelTo: string;
}) {
  const { t } = useTranslation(['companies', API_ERRORS_NS]);
  const [draft, setDraft] = useState<CompanyDraft>(() => (company ? draftOf(company) : emptyDraft));
  const [tried, setTried] = useState(false);
  const check = checkDraft(draft);
  const issues = tried && !check.ok ? check.issues : {};

  const messageOf: MessageOf = (...paths) => {
    for (const path of paths) {
      const issue = issues[path];
      if (issue) return t(`${API_ERRORS_NS}:${issue.code}`, { count: issue.limit });
    }
    for (const path of paths) {
      const refusal = apiFieldMessage(t, submitError, path);
      if (refusal) return refusal;
    }
    return undefined;
  };
  const set = <K extends keyof CompanyDraft>(key: K, value: CompanyDraft[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));
  const text = (
    key: 'name' | 'taxId' | 'city' | 'postalCode' | 'countryCode',
    path: string,
    props: { required?: boolean; maxLength: number; description?: string },
  ) => (
    <TextInput
      label={t(`fields.${key}`)}
      value={draft[key]}
      onChange={(e) => set(key, e.currentTarget.value)}
      error={messageOf(path)}
      autoComplete="off"
      data-testid={`company-${key}`}
      {...props}
    />
  );
  const setContact = (index: number, contact: ContactDraft) =>
    setDraft((d) => ({ ...d, contacts: d.contacts.map((c, i) => (i === index ? contact : c)) }));

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        setTried(true);
        if (check.ok) onSubmit(check.input);
      }}
      data-testid="company-form"
    >
      <Stack gap="lg">
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
          <Fieldset legend={t('form.company')} radius="md">
            <Stack gap="sm">
              {text('name', 'company.name', { required: true, maxLength: COMPANY_NAME_MAX })}
              {text('taxId', 'company.taxId', {
                maxLength: TAX_ID_MAX,
                description: t('form.tax-id-hint'),
              })}
              <Select
                label={t('fields.mailLanguage')}
                description={t('form.mail-language-hint')}
                placeholder={t('form.mail-language-pick')}
                data={COMPANY_MAIL_LANGUAGES.map((code) => ({
                  value: code,
                  label: t(`language.${code}`),
                }))}
                value={draft.mailLanguage}
                onChange={(v) =>
                  set('mailLanguage', COMPANY_MAIL_LANGUAGES.find((code) => code === v) ?? null)
                }
                error={messageOf('company.mailLanguage')}
                required
                data-testid="company-mailLanguage"
              />
            </Stack>
          </Fieldset>
          <Fieldset legend={t('form.address')} radius="md">
            <Stack gap="sm">
              {draft.lines.map((line, index) => (
                <TextInput
                  // the inputs are fixed, one per line of the letter
                  key={index}
                  label={t('fields.line-n', { n: index + 1 })}
                  value={line}
                  onChange={(e) => {
                    const value = e.currentTarget.value;
                    setDraft((d) => ({
                      ...d,
                      lines: d.lines.map((l, i) => (i === index ? value : l)),
                    }));
                  }}
                  error={messageOf(...lineIssuePaths(draft, index))}
                  required={index === 0}
                  maxLength={ADDRESS_LINE_MAX}
                  autoComplete="off"
                  data-testid={`company-line-${index}`}
                />
              ))}
              <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
                {text('city', 'company.address.city', { required: true, maxLength: 100 })}
                {text('postalCode', 'company.address.postalCode', { maxLength: 20 })}
                {text('countryCode', 'company.address.countryCode', {
                  required: true,
                  maxLength: 2,
                  description: t('form.country-hint'),
                })}
              </SimpleGrid>
            </Stack>
          </Fieldset>
        </SimpleGrid>
        <Fieldset legend={t('form.contacts')} radius="md">
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              {t('form.contacts-hint')}
            </Text>
            {draft.contacts.length > 0 && (
              <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
                {draft.contacts.map((contact, index) => (
                  <ContactFields
                    // a contact has no id of its own: its place in the list is it
                    key={index}
                    index={index}
                    contact={contact}
                    onChange={(c) => setContact(index, c)}
                    onRemove={() =>
                      setDraft((d) => ({
                        ...d,
                        contacts: d.contacts.filter((_, i) => i !== index),
                      }))
                    }
                    messageOf={messageOf}
                  />
                ))}
              </Stack>
            )}
            <Group>
              <Button
                variant="light"
                leftSection={<IconPlus size={16} aria-hidden />}
                onClick={() => set('contacts', [...draft.contacts, emptyContact])}
                disabled={draft.contacts.length >= CONTACTS_MAX}
                data-testid="add-contact"
              >
                {t('form.add-contact')}
              </Button>
            </Group>
          </Stack>
        </Fieldset>
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
            {company ? t('form.save') : t('form.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
