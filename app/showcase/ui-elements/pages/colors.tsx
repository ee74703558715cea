import { SimpleGrid, Stack, useMantineTheme } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { themeColors } from '../../../theme';
import { DemoSection } from '../components/demo-section';
import { Swatch } from '../components/swatch';

/** The theme's named colours (docs/product.md section 9), in app/theme.ts. */
const NAMED = Object.keys(themeColors) as (keyof typeof themeColors)[];

/**
 * The palettes the app uses, each ten shades: the theme's own (brand is the primary and the
 * danger colour) and Mantine's that screens name (`color="gray"`, "red", ...).
 */
const PALETTES = [
  'brand',
  'success',
  'warning',
  'red',
  'gray',
  'dark',
  'blue',
  'teal',
  'orange',
  'green',
];

/**
 * /ui-elements/colors (a demonstration page, docs/decisions/0064): every theme colour and palette
 * shade with its hex value, a copy button and its WCAG contrast against white and black
 * (app/lib/settings/contrast.ts).
 */
export default function ColorsScreen() {
  const { t } = useTranslation('ui-elements');
  const theme = useMantineTheme();
  return (
    <Stack gap="lg" data-testid="colors-screen">
      <DemoSection
        id="theme-colors"
        title={t('colors.named.title')}
        description={t('colors.named.description')}
      >
        <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} spacing="sm">
          {NAMED.map((name) => (
            <Swatch
              key={name}
              name={t(`colors.named.${name}`)}
              hex={themeColors[name].toLowerCase()}
            />
          ))}
        </SimpleGrid>
      </DemoSection>
      {PALETTES.map((palette) => (
        <DemoSection
          key={palette}
          id={`palette-${palette}`}
          title={t(`colors.palettes.${palette}.title`)}
          description={t(`colors.palettes.${palette}.description`)}
        >
          <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} spacing="sm">
            {theme.colors[palette].map((hex, shade) => (
              <Swatch key={shade} name={`${palette}.${shade}`} hex={hex.toLowerCase()} />
            ))}
          </SimpleGrid>
        </DemoSection>
      ))}
    </Stack>
  );
}
