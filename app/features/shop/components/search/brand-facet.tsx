import { Checkbox, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { BrandFacet as Facet } from '../../../../../api/modules/shop/contract';

interface BrandFacetProps {
  /** the chosen brands */
  brands: string[];
  /** the brands to offer with their counts (facets.brands: the chosen ones always among them) */
  facets: Facet[];
  onChange: (brands: string[]) => void;
  /** the brand search as typed (the parent debounces it into the search's brandQuery) */
  query: string;
  onQuery: (query: string) => void;
}

/** Brands as checkboxes with their counts (several: any of them), with a search of the brands. */
export function BrandFacet({ brands, facets, onChange, query, onQuery }: BrandFacetProps) {
  const { t } = useTranslation('shop');
  // a chosen brand the reply does not list yet (a reply on its way) is still shown, checked
  const shown = [
    ...facets,
    ...brands.filter((b) => !facets.some((f) => f.name === b)).map((name) => ({ name, count: 0 })),
  ];
  return (
    <Stack gap="xs" data-testid="brand-facet">
      <TextInput
        size="xs"
        value={query}
        onChange={(event) => onQuery(event.currentTarget.value)}
        aria-label={t('filters.brandSearch')}
        placeholder={t('filters.brandSearch')}
        leftSection={<IconSearch size={14} aria-hidden />}
        maxLength={80}
        data-testid="brand-search"
      />
      {shown.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('filters.noBrands')}
        </Text>
      ) : null}
      {shown.map((facet) => {
        const checked = brands.includes(facet.name);
        return (
          <Checkbox
            key={facet.name}
            checked={checked}
            onChange={() =>
              onChange(checked ? brands.filter((b) => b !== facet.name) : [...brands, facet.name])
            }
            label={
              <Group gap={6} wrap="nowrap" component="span">
                <span>{facet.name}</span>
                <Text span size="xs" c="dimmed">
                  ({facet.count})
                </Text>
              </Group>
            }
            data-testid="brand-option"
            data-brand={facet.name}
          />
        );
      })}
    </Stack>
  );
}
