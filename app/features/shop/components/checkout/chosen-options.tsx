import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LineOptions } from '../../../../../api/modules/orders/contract';

/**
 * The options chosen for a cart or order line under its name, "Colour: Blue · Size: 72 mm": the
 * names in the reader's language as the item page writes them (shop-item's optionNames, else as
 * they come), the values product data as they come; nothing for a product without options.
 */
export function ChosenOptions({ options }: { options: LineOptions }) {
  const { t } = useTranslation(['checkout', 'shop-item']);
  const entries = Object.entries(options);
  if (!entries.length) return null;
  return (
    <Text size="xs" c="dimmed" data-testid="line-options">
      {entries
        .map(([name, value]) =>
          t('checkout:cart.option', {
            name: t(`shop-item:optionNames.${name}`, { defaultValue: name }),
            value,
          }),
        )
        .join(' · ')}
    </Text>
  );
}
