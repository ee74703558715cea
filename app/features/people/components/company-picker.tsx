import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COMPANY_SEARCH_MAX, useCompanySearch } from '../api/get-companies';
import { useCompanyNames } from '../api/get-company';

/**
 * The customer company a person of the role `user` belongs to (none when cleared, unless
 * required), found by typing: the API searches the companies' names, tax ids, cities and contacts.
 */
export function CompanyPicker({
  value,
  onChange,
  error,
  required = false,
  testId,
}: {
  value: number | null;
  onChange: (companyId: number | null) => void;
  error?: string;
  /** a customer invited by staff belongs to one */
  required?: boolean;
  testId: string;
}) {
  const { t } = useTranslation('people');
  const [typed, setTyped] = useState('');
  const [search] = useDebouncedValue(typed.trim().slice(0, COMPANY_SEARCH_MAX), 250);
  const chosenName = useCompanyNames([value]).get(value ?? 0);
  const results = useCompanySearch(search === chosenName ? '' : search);
  const data = [
    ...(value !== null && chosenName ? [{ value: String(value), label: chosenName }] : []),
    ...(results.data?.items ?? [])
      .filter((company) => company.id !== value)
      .map((company) => ({ value: String(company.id), label: company.name })),
  ];
  return (
    <Select
      label={t('fields.company')}
      description={t('company.hint')}
      placeholder={required ? t('company.choose') : t('company.none')}
      required={required}
      data={data}
      value={value === null ? null : String(value)}
      onChange={(id) => onChange(id === null ? null : Number(id))}
      searchable
      clearable
      searchValue={typed}
      onSearchChange={setTyped}
      // the API found these already
      filter={({ options }) => options}
      nothingFoundMessage={results.isFetching ? t('list.loading') : t('company.not-found')}
      error={error}
      data-testid={testId}
    />
  );
}
