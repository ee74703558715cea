import { Loader, Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { searchPlaces } from '../../places';

/** Options asked from a server for what is typed (TanStack Query), with a spinner meanwhile. */
export default function SelectAsync() {
  const { t } = useTranslation('extension-select');
  const [search, setSearch] = useState('');
  const [value, setValue] = useState<string | null>(null);
  const [query] = useDebouncedValue(search.trim(), 250);
  const places = useQuery({
    queryKey: ['example-places', query],
    queryFn: ({ signal }) => searchPlaces(query, signal),
    enabled: query !== '',
    placeholderData: keepPreviousData,
  });
  const data = (query ? (places.data ?? []) : []).map((p) => ({
    value: p.code,
    label: `${p.name} (${p.code})`,
  }));
  return (
    <Select
      label={t('async.label')}
      placeholder={t('async.placeholder')}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      value={value}
      onChange={setValue}
      data={data}
      filter={({ options }) => options}
      nothingFoundMessage={query && !places.isFetching ? t('nothingFound') : undefined}
      rightSection={
        places.isFetching ? <Loader size="xs" aria-label={t('async.loading')} /> : undefined
      }
      data-testid="select-async"
    />
  );
}
