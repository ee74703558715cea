import { Chip, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ProductOption } from '../../../../../api/modules/shop/contract';

interface ProductOptionsProps {
  objectID: number;
  options: ProductOption[];
  /** the chosen value of each option, by the option's name */
  chosen: Record<string, string>;
  onChoose: (name: string, value: string) => void;
}

/**
 * The product's choices (a colour, a size): one group of chips per option, the first value chosen
 * from the start so that nothing blocks "Add to cart", which sends the choice; once the product is
 * in the cart, the chips show the cart line's options and a new choice changes the line.
 */
export function ProductOptions({ objectID, options, chosen, onChoose }: ProductOptionsProps) {
  const { t } = useTranslation('shop-item');
  return options.map((option) => (
    <fieldset
      key={option.name}
      style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}
      data-testid="item-option"
      data-option={option.name}
    >
      <Text component="legend" size="sm" fw={600} mb={6}>
        {t(`optionNames.${option.name}`, { defaultValue: option.name })}
      </Text>
      <Chip.Group value={chosen[option.name] ?? null} onChange={(v) => onChoose(option.name, v)}>
        <Group gap="xs">
          {option.values.map((value) => (
            <Chip key={value} value={value} type="radio" name={`option-${objectID}-${option.name}`}>
              {value}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
    </fieldset>
  ));
}
