import { Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  CreateManagedUserBody,
  Department,
  ManagedUserRole,
} from '../../../../api/modules/user-management/contract';
import { FormAlert, FormField } from '../../../components/form-field';
import { API_ERRORS_NS, apiFieldMessage } from '../../../lib/http/api-error-message';
import { useCreatePerson } from '../api/create-person';
import { CompanyPicker } from './company-picker';
import { departments, optionsOf, roles } from '../options';
import { checkChoice, checkEmail, checkRequired, type Problem } from '../validate';
import { notify } from '../../../lib/ui/notify';

const FIELDS = [
  'user.email',
  'user.name',
  'user.role',
  'user.department',
  'user.companyId',
] as const;

interface Values {
  email: string;
  name: string;
  role: ManagedUserRole | null;
  department: Department | null;
  /** a customer's company (role `user` only) */
  companyId: number | null;
}

const empty: Values = { email: '', name: '', role: 'user', department: null, companyId: null };

function problemsOf(values: Values, customerOnly: boolean): Partial<Record<keyof Values, Problem>> {
  const found = {
    email: checkEmail(values.email),
    name: checkRequired(values.name, 120),
    role: checkChoice(values.role),
    department: checkChoice(values.department),
    // staff invite a company's customer: the company is required
    companyId: customerOnly && values.companyId === null ? { key: 'errors.company' } : undefined,
  };
  return Object.fromEntries(Object.entries(found).filter(([, p]) => p));
}

/**
 * "Add person": POST /api/user-management/users creates the account and invites the person (a
 * customer with their company: they then follow its shipments); the notification says what became
 * of the invitation. An admin adds anyone; staff (`customerOnly`) invite a customer: the role is
 * fixed to user and the company required (the API refuses anything else with 403). `companyId`
 * sets the company at the start (the company page's "Invite a person"); the parent gives the modal
 * a new `key` for another company.
 */
export function AddPersonModal({
  opened,
  onClose,
  customerOnly = false,
  companyId = null,
}: {
  opened: boolean;
  /** `created`: the person was added (else cancelled) */
  onClose: (created: boolean) => void;
  customerOnly?: boolean;
  companyId?: number | null;
}) {
  const { t } = useTranslation(['people', API_ERRORS_NS]);
  const create = useCreatePerson();
  const refusal = create.error;
  const start: Values = { ...empty, companyId };
  const [values, setValues] = useState<Values>(start);
  const [checked, setChecked] = useState(false);
  const problems = checked ? problemsOf(values, customerOnly) : {};
  const message = (p: Problem | undefined) => (p ? t(p.key, p.values) : undefined);
  const set = <K extends keyof Values>(key: K, value: Values[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  const close = (created = false) => {
    setValues(start);
    setChecked(false);
    create.reset();
    onClose(created);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (Object.keys(problemsOf(values, customerOnly)).length > 0) return;
    const user: CreateManagedUserBody['user'] = {
      email: values.email.trim(),
      name: values.name.trim(),
      role: values.role as ManagedUserRole,
      department: values.department as Department,
      // only a customer belongs to a company (the API refuses one on another role)
      ...(values.role === 'user' && values.companyId !== null
        ? { companyId: values.companyId }
        : {}),
    };
    create.mutate(user, {
      onSuccess: ({ invitation }) => {
        const tone = invitation === 'sent' || invitation === 'logged' ? 'success' : 'warning';
        // a warning (an invitation that did not go out) stays until read
        notify(
          tone,
          t('add.created-title'),
          t(`add.invitation-${invitation}`, { name: user.name, email: user.email }),
          tone === 'warning' ? false : undefined,
        );
        close(true);
      },
    });
  };

  return (
    <Modal
      opened={opened}
      onClose={() => close()}
      title={customerOnly ? t('add.invite-title') : t('add.title')}
      closeButtonProps={{ 'aria-label': t('common:close') }}
      centered
    >
      <form noValidate onSubmit={submit} data-testid="add-person-form">
        <Stack gap="sm">
          <FormAlert submitError={refusal} fields={FIELDS} testId="add-person-alert" />
          <FormField
            name="user.email"
            type="email"
            label={t('fields.email')}
            value={values.email}
            onChange={(v) => set('email', v)}
            error={message(problems.email)}
            submitError={refusal}
            required
            autoComplete="off"
            data-testid="add-email"
          />
          <FormField
            name="user.name"
            label={t('fields.name')}
            value={values.name}
            onChange={(v) => set('name', v)}
            error={message(problems.name)}
            submitError={refusal}
            required
            maxLength={120}
            autoComplete="off"
            data-testid="add-name"
          />
          {customerOnly ? (
            // staff invite a customer: the role is not theirs to choose
            <TextInput
              label={t('fields.role')}
              description={t('add.customer-only')}
              value={t('role.user')}
              readOnly
              error={apiFieldMessage(t, refusal, 'user.role')}
              data-testid="add-role"
            />
          ) : (
            <Select
              label={t('fields.role')}
              data={optionsOf(t, 'role', roles)}
              value={values.role}
              onChange={(v) => set('role', v as ManagedUserRole | null)}
              error={message(problems.role) ?? apiFieldMessage(t, refusal, 'user.role')}
              required
              allowDeselect={false}
              data-testid="add-role"
            />
          )}
          <Select
            label={t('fields.department')}
            placeholder={t('add.choose-department')}
            data={optionsOf(t, 'department', departments)}
            value={values.department}
            onChange={(v) => set('department', v as Department | null)}
            error={message(problems.department) ?? apiFieldMessage(t, refusal, 'user.department')}
            required
            data-testid="add-department"
          />
          {values.role === 'user' && (
            <CompanyPicker
              value={values.companyId}
              onChange={(id) => set('companyId', id)}
              error={message(problems.companyId) ?? apiFieldMessage(t, refusal, 'user.companyId')}
              required={customerOnly}
              testId="add-company"
            />
          )}
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={() => close()}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending} data-testid="add-submit">
              {t('add.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
