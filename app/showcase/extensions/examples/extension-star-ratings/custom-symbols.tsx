import { Rating, Stack, Text } from '@mantine/core';
import {
  IconMoodCrazyHappy,
  IconMoodEmpty,
  IconMoodHappy,
  IconMoodSad,
  IconMoodSmile,
  IconTruck,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const MOODS = [IconMoodSad, IconMoodEmpty, IconMoodSmile, IconMoodHappy, IconMoodCrazyHappy];
const MOOD_COLORS = ['red', 'orange', 'yellow', 'lime', 'green'];

/** Trucks for the on-time score and faces for the customer's mood, each with its own name. */
export default function RatingCustomSymbols() {
  const { t } = useTranslation('extension-star-ratings');
  const [trucks, setTrucks] = useState(4);
  const [mood, setMood] = useState(3);
  const moodSymbol = (full: boolean) => (value: number) => {
    const Icon = MOODS[value - 1] ?? IconMoodSmile;
    return (
      <Icon
        size={28}
        aria-hidden
        color={
          full ? `var(--mantine-color-${MOOD_COLORS[value - 1]}-7)` : 'var(--mantine-color-dimmed)'
        }
      />
    );
  };
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Text size="sm">{t('custom-symbols.onTime')}</Text>
        <Rating
          value={trucks}
          onChange={setTrucks}
          emptySymbol={<IconTruck size={26} aria-hidden color="var(--mantine-color-dimmed)" />}
          fullSymbol={<IconTruck size={26} aria-hidden color="var(--mantine-color-blue-filled)" />}
          getSymbolLabel={(index) => t('custom-symbols.truck', { n: index + 1 })}
          data-testid="rating-trucks"
        />
      </Stack>
      <Stack gap={4}>
        <Text size="sm">{t('custom-symbols.mood')}</Text>
        <Rating
          value={mood}
          onChange={setMood}
          emptySymbol={moodSymbol(false)}
          fullSymbol={moodSymbol(true)}
          highlightSelectedOnly
          getSymbolLabel={(index) => t(`custom-symbols.moods.${index}`)}
          data-testid="rating-mood"
        />
        <Text size="sm" c="dimmed" aria-live="polite">
          {t(`custom-symbols.moods.${mood - 1}`)}
        </Text>
      </Stack>
    </Stack>
  );
}
