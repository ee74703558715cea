import { Badge, NavLink, Stack, Text } from '@mantine/core';
import { IconChevronLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  categoryName,
  type CategoryFacet as Facet,
} from '../../../../../api/modules/shop/contract';
import { categoryTrail } from '../../search-state';

interface CategoryFacetProps {
  /** the chosen category path, or undefined for all */
  category: string | undefined;
  /** the next level under the chosen category, with counts (facets.categories) */
  options: Facet[];
  onChange: (category: string | undefined) => void;
}

const count = (value: number) => (
  <Badge size="sm" variant="light" color="gray" radius="sm">
    {value}
  </Badge>
);

/**
 * The category tree: the chosen path from the top (each level goes back up to it), then the
 * categories under it with their counts.
 */
export function CategoryFacet({ category, options, onChange }: CategoryFacetProps) {
  const { t } = useTranslation('shop');
  const trail = categoryTrail(category);
  return (
    <Stack gap={2} data-testid="category-facet">
      {category ? (
        <NavLink
          component="button"
          type="button"
          label={t('filters.allCategories')}
          leftSection={<IconChevronLeft size={14} aria-hidden />}
          onClick={() => onChange(undefined)}
          data-testid="category-up"
        />
      ) : null}
      {trail.map((path, level) => {
        const current = path === category;
        return (
          <NavLink
            key={path}
            component="button"
            type="button"
            label={categoryName(path)}
            active={current}
            aria-current={current ? 'true' : undefined}
            pl={`calc(var(--mantine-spacing-xs) + ${level * 10}px)`}
            leftSection={current ? null : <IconChevronLeft size={14} aria-hidden />}
            onClick={() => onChange(path)}
            data-testid="category-level"
          />
        );
      })}
      {!category && options.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('filters.noCategories')}
        </Text>
      ) : null}
      {options.map((facet) => (
        <NavLink
          key={facet.path}
          component="button"
          type="button"
          label={facet.name}
          pl={`calc(var(--mantine-spacing-xs) + ${trail.length * 10 + (trail.length ? 8 : 0)}px)`}
          rightSection={count(facet.count)}
          onClick={() => onChange(facet.path)}
          data-testid="category-option"
          data-path={facet.path}
        />
      ))}
    </Stack>
  );
}
