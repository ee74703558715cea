import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LineOptions } from '../../../../../api/contract/orders';

/**
 * The options chosen for a cart or order line under its name, "Colour: Blue · Size: 72 mm": the
 * names and values are product data, shown as they come; nothing for a product without options.
 */
export function ChosenOptions({ options }: { options: LineOptions }) {
  const { t } = useTranslation('checkout');
  const entries = Object.entries(options);
  if (!entries.length) return null;
  return (
    <Text size="xs" c="dimmed" data-testid="line-options">
      {entries.map(([name, value]) => t('cart.option', { name, value })).join(' · ')}
    </Text>
  );
}
