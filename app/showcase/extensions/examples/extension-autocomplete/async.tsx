import { Autocomplete, Group, Highlight, Loader, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { searchPlaces } from '../../places';

/**
 * Suggestions asked from a server as the reader types (debounced by 250 ms, with TanStack Query);
 * a spinner shows while the answer is on its way, and a query typed over is cancelled.
 */
export default function AutocompleteAsync() {
  const { t } = useTranslation('extension-autocomplete');
  const [value, setValue] = useState('');
  const [query] = useDebouncedValue(value, 250);
  const search = query.trim();
  const places = useQuery({
    queryKey: ['example-places', search],
    queryFn: ({ signal }) => searchPlaces(search, signal),
    enabled: search !== '',
    placeholderData: keepPreviousData,
  });
  const options = search ? (places.data ?? []) : [];
  const loading = places.isFetching;

  return (
    <Autocomplete
      label={t('async.label')}
      placeholder={t('async.placeholder')}
      value={value}
      onChange={setValue}
      data={options.map((p) => ({ value: p.name, label: p.name }))}
      filter={({ options: all }) => all}
      rightSection={loading ? <Loader size="xs" aria-label={t('async.loading')} /> : null}
      renderOption={({ option }) => {
        const place = options.find((p) => p.name === option.value);
        return (
          <Group justify="space-between" wrap="nowrap" gap="xs" w="100%">
            <Highlight highlight={value} size="sm">
              {option.value}
            </Highlight>
            <Text size="xs" c="dimmed" ff="monospace">
              {place?.code}
            </Text>
          </Group>
        );
      }}
      data-testid="autocomplete-async"
    />
  );
}
