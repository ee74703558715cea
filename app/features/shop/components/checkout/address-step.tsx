import { SimpleGrid, Select, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../../components/form-field';
import { API_ERRORS_NS, apiFieldMessage } from '../../../../lib/http/api-error-message';
import type { AddressField, AddressValues } from './address-rules';
import { useCountryOptions } from './countries';

interface AddressStepProps {
  values: AddressValues;
  onChange: (field: AddressField, value: string) => void;
  /** the browser's check, shown once the person tried to go on */
  errors: Partial<Record<AddressField, string>>;
  /** what placing the order threw: a 422 names its field (address.postalCode) */
  submitError?: unknown;
}

const fields: {
  name: Exclude<AddressField, 'country'>;
  autoComplete: string;
  required: boolean;
  maxLength: number;
  span?: boolean;
}[] = [
  { name: 'fullName', autoComplete: 'name', required: true, maxLength: 100, span: true },
  { name: 'phone', autoComplete: 'tel', required: true, maxLength: 30 },
  { name: 'line1', autoComplete: 'address-line1', required: true, maxLength: 200, span: true },
  { name: 'line2', autoComplete: 'address-line2', required: false, maxLength: 200, span: true },
  { name: 'city', autoComplete: 'address-level2', required: true, maxLength: 100 },
  { name: 'province', autoComplete: 'address-level1', required: false, maxLength: 100 },
  { name: 'postalCode', autoComplete: 'postal-code', required: true, maxLength: 10 },
];

/** The delivery address: every field checked by the contract's rules, the message beside it. */
export function AddressStep({ values, onChange, errors, submitError }: AddressStepProps) {
  const { t } = useTranslation(['checkout', API_ERRORS_NS]);
  const countries = useCountryOptions();
  return (
    <section aria-labelledby="address-title" data-testid="address-form">
      <Title order={2} size="h4" id="address-title" mb="sm">
        {t('address.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {fields.map((field) => (
          <div key={field.name} style={field.span ? { gridColumn: '1 / -1' } : undefined}>
            <FormField
              name={`address.${field.name}`}
              label={t(`address.${field.name}`)}
              value={values[field.name]}
              onChange={(value) => onChange(field.name, value)}
              error={errors[field.name]}
              submitError={submitError}
              required={field.required}
              autoComplete={field.autoComplete}
              maxLength={field.maxLength}
              data-testid={`address-${field.name}`}
            />
          </div>
        ))}
        <Select
          name="address.country"
          label={t('address.country')}
          data={countries}
          value={values.country}
          onChange={(value) => onChange('country', value ?? '')}
          searchable
          allowDeselect={false}
          required
          autoComplete="country"
          nothingFoundMessage={t('address.countrySearch')}
          error={errors.country ?? apiFieldMessage(t, submitError, 'address.country')}
          data-testid="address-country"
          comboboxProps={{ withinPortal: true }}
        />
      </SimpleGrid>
    </section>
  );
}
