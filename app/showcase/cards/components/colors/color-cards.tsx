import {
  Card,
  Code,
  SimpleGrid,
  Stack,
  Text,
  Title,
  useComputedColorScheme,
  useMantineTheme,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { themeColors } from '../../../../theme';
import { contrastRatio, textOn } from '../../../../lib/settings/contrast';
import { useNumberFormat } from '../basic/use-locale-format';

export const COLOR_NAMES = ['primary', 'success', 'danger', 'warning', 'dark'] as const;
export type ColorName = (typeof COLOR_NAMES)[number];
export const VARIANTS = ['filled', 'light', 'outline'] as const;
export type Variant = (typeof VARIANTS)[number];

type Scheme = 'light' | 'dark';
interface Look {
  background: string;
  text: string;
  border: string;
}

/** The page's card surface in each scheme (Mantine's body colour, which cards use). */
const SURFACE: Record<Scheme, string> = { light: '#ffffff', dark: '#242424' };

/**
 * The colours of one card. Filled: the product's colour itself, with white or black text,
 * whichever reads better (docs/decisions/0002-theme-contrast.md: white on #EA5455 is only 3.6:1).
 * Light: a pale tint with a dark shade of the colour in light mode, a deep shade with a pale one
 * in dark mode. Outline: the colour as the border, a text shade that reaches AA on the surface.
 */
function useLook(name: ColorName, variant: Variant, scheme: Scheme): Look {
  const theme = useMantineTheme();
  const hex = themeColors[name];
  const dark = theme.colors.dark;
  if (variant === 'filled') {
    // #1E1E1E is almost the dark page itself: a grey border shows where its card ends
    const border = name === 'dark' && scheme === 'dark' ? dark[3] : hex;
    return { background: hex, text: textOn(hex), border };
  }
  const palette = name === 'dark' ? null : theme.colors[name === 'primary' ? 'brand' : name];
  if (variant === 'light') {
    if (!palette) {
      return scheme === 'light'
        ? { background: theme.colors.gray[2], text: hex, border: theme.colors.gray[2] }
        : { background: dark[4], text: '#ffffff', border: dark[4] };
    }
    return scheme === 'light'
      ? { background: palette[0], text: palette[8], border: palette[0] }
      : { background: palette[9], text: palette[1], border: palette[9] };
  }
  const surface = SURFACE[scheme];
  if (!palette) {
    // #1E1E1E on the dark surface is invisible: in dark mode its outline card is light grey
    return scheme === 'light'
      ? { background: surface, text: hex, border: hex }
      : { background: surface, text: dark[0], border: dark[0] };
  }
  return scheme === 'light'
    ? { background: surface, text: palette[8], border: hex }
    : { background: surface, text: palette[3], border: hex };
}

/** One theme colour as a card of one variant, with its contrast ratio written on it. */
function ColorCard({ name, variant }: { name: ColorName; variant: Variant }) {
  const { t } = useTranslation('cards');
  const scheme = useComputedColorScheme('light');
  const look = useLook(name, variant, scheme);
  const ratio = useNumberFormat({ maximumFractionDigits: 1, minimumFractionDigits: 1 });
  const contrast = contrastRatio(look.background, look.text);
  return (
    <Card
      component="article"
      padding="lg"
      aria-labelledby={`color-${variant}-${name}`}
      data-testid={`color-card-${variant}-${name}`}
      style={{
        background: look.background,
        color: look.text,
        border: `2px solid ${look.border}`,
      }}
    >
      <Stack gap={6}>
        <Title order={3} size="h5" id={`color-${variant}-${name}`} c="inherit">
          {t(`colors.names.${name}`)}
        </Title>
        <Text size="sm" c="inherit">
          {t(`colors.samples.${name}`)}
        </Text>
        <Text size="xs" c="inherit" data-testid="contrast">
          {t('colors.contrast', { ratio: ratio.format(contrast) })}{' '}
          <Code c="inherit" bg="transparent" p={0}>
            {themeColors[name]}
          </Code>
        </Text>
      </Stack>
    </Card>
  );
}

/** The five theme colours in one variant, under the variant's heading. */
export function ColorVariantSection({ variant }: { variant: Variant }) {
  const { t } = useTranslation('cards');
  return (
    <section aria-labelledby={`colors-${variant}`} data-testid={`colors-${variant}`}>
      <Title order={2} size="h4" id={`colors-${variant}`}>
        {t(`colors.variants.${variant}.title`)}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t(`colors.variants.${variant}.description`)}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3, xl: 5 }} spacing="md">
        {COLOR_NAMES.map((name) => (
          <ColorCard key={name} name={name} variant={variant} />
        ))}
      </SimpleGrid>
    </section>
  );
}
