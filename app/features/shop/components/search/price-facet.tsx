import { Group, NumberInput, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SHOP_PRICE_MAX, type PriceBounds } from '../../../../../api/modules/shop/contract';
import { priceOfInput } from '../../search-state';

interface PriceFacetProps {
  priceMin: number | undefined;
  priceMax: number | undefined;
  /** the lowest and highest price of the results (placeholders), null when nothing matches */
  bounds: PriceBounds | null | undefined;
  onChange: (range: { priceMin: number | undefined; priceMax: number | undefined }) => void;
}

type Typed = string | number;
const typedOf = (price: number | undefined): Typed => price ?? '';

/**
 * The price range: two fields, applied on Enter or when the field is left; a lowest price above
 * the highest is not sent, a message says so beside the fields.
 */
export function PriceFacet({ priceMin, priceMax, bounds, onChange }: PriceFacetProps) {
  const { t } = useTranslation('shop');
  const [min, setMin] = useState<Typed>(typedOf(priceMin));
  const [max, setMax] = useState<Typed>(typedOf(priceMax));
  // the URL changed (Back, Clear all): the fields follow it
  const [shown, setShown] = useState({ priceMin, priceMax });
  // (only the field whose value changed: the other may hold what is being typed)
  if (shown.priceMin !== priceMin || shown.priceMax !== priceMax) {
    setShown({ priceMin, priceMax });
    if (shown.priceMin !== priceMin) setMin(typedOf(priceMin));
    if (shown.priceMax !== priceMax) setMax(typedOf(priceMax));
  }
  const low = priceOfInput(min);
  const high = priceOfInput(max);
  const reversed = low !== undefined && high !== undefined && low > high;

  const apply = () => {
    if (reversed) return;
    if (low === priceMin && high === priceMax) return;
    onChange({ priceMin: low, priceMax: high });
  };
  const field = (which: 'min' | 'max') => (
    <NumberInput
      size="xs"
      flex={1}
      miw={0}
      label={t(which === 'min' ? 'filters.priceMin' : 'filters.priceMax')}
      value={which === 'min' ? min : max}
      onChange={which === 'min' ? setMin : setMax}
      onBlur={apply}
      onKeyDown={(event) => {
        if (event.key === 'Enter') apply();
      }}
      placeholder={
        bounds ? String(which === 'min' ? Math.floor(bounds.min) : Math.ceil(bounds.max)) : ''
      }
      min={0}
      max={SHOP_PRICE_MAX}
      decimalScale={2}
      allowNegative={false}
      clampBehavior="strict"
      hideControls
      leftSection={<span aria-hidden>฿</span>}
      error={reversed ? true : undefined}
      aria-describedby={reversed ? 'shop-price-error' : undefined}
      data-testid={`price-${which}`}
    />
  );
  return (
    <Stack gap={4} data-testid="price-facet">
      <Group gap="xs" wrap="nowrap" align="flex-end">
        {field('min')}
        <Text c="dimmed" pb={4} aria-hidden>
          –
        </Text>
        {field('max')}
      </Group>
      {reversed ? (
        <Text size="xs" c="red" id="shop-price-error" role="alert" data-testid="price-error">
          {t('filters.priceOrder')}
        </Text>
      ) : null}
    </Stack>
  );
}
