import { Button, Divider, Group, Skeleton, Stack, Switch, Title } from '@mantine/core';
import { IconFilterOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SearchFacets } from '../../../../../api/modules/shop/contract';
import { activeFilterCount, type SearchState } from '../../search-state';
import { BrandFacet } from './brand-facet';
import { CategoryFacet } from './category-facet';
import { PriceFacet } from './price-facet';
import { RatingFacet } from './rating-facet';

interface FiltersPanelProps {
  state: SearchState;
  /** the facets of the current reply; undefined before the first one */
  facets: SearchFacets | undefined;
  onChange: (change: Partial<SearchState>) => void;
  onClear: () => void;
  brandQuery: string;
  onBrandQuery: (query: string) => void;
  /** in the phone's drawer, whose own title names the panel */
  inDrawer?: boolean;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs" role="group" aria-label={title}>
      <Title order={3} size="h6" tt="uppercase" c="dimmed">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** The search's filters: category tree, brands, price range, rating, free shipping, Clear all. */
export function FiltersPanel({
  state,
  facets,
  onChange,
  onClear,
  brandQuery,
  onBrandQuery,
  inDrawer = false,
}: FiltersPanelProps) {
  const { t } = useTranslation('shop');
  const active = activeFilterCount(state);
  return (
    <Stack gap="md" data-testid="filters-panel">
      <Group justify={inDrawer ? 'flex-end' : 'space-between'} wrap="nowrap">
        {inDrawer ? null : (
          <Title order={2} size="h5">
            {t('filters.label')}
          </Title>
        )}
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconFilterOff size={14} aria-hidden />}
          onClick={onClear}
          disabled={active === 0}
          data-testid="clear-all"
        >
          {t('filters.clearAll')}
        </Button>
      </Group>
      <Section title={t('filters.category')}>
        {facets ? (
          <CategoryFacet
            category={state.category}
            options={facets.categories}
            onChange={(category) => onChange({ category })}
          />
        ) : (
          <Skeleton height={120} />
        )}
      </Section>
      <Divider />
      <Section title={t('filters.brands')}>
        <BrandFacet
          brands={state.brands}
          facets={facets?.brands ?? []}
          onChange={(brands) => onChange({ brands })}
          query={brandQuery}
          onQuery={onBrandQuery}
        />
      </Section>
      <Divider />
      <Section title={t('filters.price')}>
        <PriceFacet
          priceMin={state.priceMin}
          priceMax={state.priceMax}
          bounds={facets?.price}
          onChange={onChange}
        />
      </Section>
      <Divider />
      <Section title={t('filters.rating')}>
        <RatingFacet
          ratingMin={state.ratingMin}
          facets={facets?.ratings ?? []}
          onChange={(ratingMin) => onChange({ ratingMin })}
        />
      </Section>
      <Divider />
      <Switch
        checked={state.freeShipping}
        onChange={(event) => onChange({ freeShipping: event.currentTarget.checked })}
        label={t('filters.freeShipping')}
        data-testid="free-shipping"
      />
    </Stack>
  );
}
