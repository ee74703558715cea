import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SEARCH_MAX } from '../list-state';
import { useCompanies } from '../api/get-companies';
import { useCompany } from '../api/get-company';

const SEARCH_DELAY_MS = 250;

/**
 * A customer company, picked by typing part of its name (or tax id, city, contact): the API
 * searches, this shows what it found, the chosen company always among them. Optional: cleared,
 * it is none.
 */
export function CompanySelect({
  value,
  onChange,
  label,
  placeholder,
  description,
  error,
  testId,
}: {
  value: number | null;
  onChange: (id: number | null) => void;
  label: string;
  placeholder: string;
  description?: string;
  error?: string;
  testId: string;
}) {
  const { t } = useTranslation('shipments');
  const [search, setSearch] = useState('');
  const [typed] = useDebouncedValue(search.trim().slice(0, SEARCH_MAX), SEARCH_DELAY_MS);
  const chosen = useCompany(value);
  // the box shows the chosen company's name: that is no search
  const q = typed && typed !== chosen.data?.name ? typed : undefined;
  const found = useCompanies(q);

  const options = (found.data?.items ?? []).map((c) => ({ value: String(c.id), label: c.name }));
  if (chosen.data && !options.some((o) => o.value === String(chosen.data.id))) {
    options.unshift({ value: String(chosen.data.id), label: chosen.data.name });
  }

  return (
    <Select
      label={label}
      placeholder={placeholder}
      description={description}
      data={options}
      value={value === null ? null : String(value)}
      onChange={(id) => onChange(id ? Number(id) : null)}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      // the API has searched already
      filter={({ options: all }) => all}
      clearable
      error={error}
      nothingFoundMessage={found.isFetching ? t('list.loading') : t('form.no-company-found')}
      data-testid={testId}
    />
  );
}
