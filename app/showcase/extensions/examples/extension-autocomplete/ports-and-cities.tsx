import { Autocomplete, Group, Highlight } from '@mantine/core';
import { IconAnchor, IconBuildingSkyscraper } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PLACES } from '../../places';

/** Ports and cities in two groups; the letters typed are highlighted in each suggestion. */
export default function AutocompletePortsAndCities() {
  const { t } = useTranslation('extension-autocomplete');
  const [value, setValue] = useState('');
  const data = (['port', 'city'] as const).map((kind) => ({
    group: t(`groups.${kind}`),
    items: PLACES.filter((p) => p.kind === kind).map((p) => `${p.name} (${p.code})`),
  }));
  return (
    <Autocomplete
      label={t('ports-and-cities.label')}
      description={t('ports-and-cities.hint')}
      placeholder={t('ports-and-cities.placeholder')}
      data={data}
      value={value}
      onChange={setValue}
      limit={12}
      maxDropdownHeight={280}
      clearable
      clearButtonProps={{ 'aria-label': t('clear') }}
      renderOption={({ option }) => {
        const port = PLACES.find((p) => option.value.endsWith(`(${p.code})`))?.kind === 'port';
        const Icon = port ? IconAnchor : IconBuildingSkyscraper;
        return (
          <Group gap="xs" wrap="nowrap">
            <Icon size={16} aria-hidden />
            <Highlight highlight={value} size="sm">
              {option.value}
            </Highlight>
          </Group>
        );
      }}
      data-testid="autocomplete-places"
    />
  );
}
