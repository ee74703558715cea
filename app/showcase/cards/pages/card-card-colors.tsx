import { Stack } from '@mantine/core';
import { ColorVariantSection, VARIANTS } from '../components/colors/color-cards';

/**
 * /ui-elements/card/card-colors (a card page, docs/product.md section 4.12): cards in each theme
 * colour (primary, success, danger, warning, dark), filled, light and outline, each text colour
 * chosen to reach WCAG AA in light and dark mode (the ratio is written on the card).
 */
export default function CardColorsScreen() {
  return (
    <Stack gap="xl" data-testid="card-colors-screen">
      {VARIANTS.map((variant) => (
        <ColorVariantSection key={variant} variant={variant} />
      ))}
    </Stack>
  );
}
