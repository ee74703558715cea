import { Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  IconCloud,
  IconCloudRain,
  IconCloudStorm,
  IconDroplet,
  IconSun,
  IconUmbrella,
  IconWind,
  type Icon,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useWeather } from '../../api/get-weather';
import { DemoCard } from './demo-card';
import { ReadState } from './read-state';
import { useLocale, useNumberFormat } from './use-locale-format';

/** The API's conditions, with their icon and translation key; another one is shown as it comes. */
const CONDITIONS: Record<string, { key: string; icon: Icon }> = {
  Sunny: { key: 'sunny', icon: IconSun },
  'Partly cloudy': { key: 'partlyCloudy', icon: IconCloud },
  Rain: { key: 'rain', icon: IconCloudRain },
  Thunderstorms: { key: 'thunderstorms', icon: IconCloudStorm },
};

/** The API's day names, Monday first: the reader's short weekday comes from Intl. */
const DAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
// 1 January 2024 was a Monday: a fixed date, only its weekday is used (never today's date)
const MONDAY = Date.UTC(2024, 0, 1);

function useWeekday() {
  const locale = useLocale();
  const format = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
  return (day: string) => {
    const index = DAYS.indexOf(day);
    return index < 0 ? day : format.format(new Date(MONDAY + index * 86_400_000));
  };
}

/** Current weather at the terminal and the next five days, in °C, in the reader's numbers. */
export function WeatherCard() {
  const { t } = useTranslation('cards');
  const weather = useWeather();
  const celsius = useNumberFormat({ style: 'unit', unit: 'celsius', maximumFractionDigits: 0 });
  const percent = useNumberFormat({ style: 'percent', maximumFractionDigits: 0 });
  const speed = useNumberFormat({ style: 'unit', unit: 'kilometer-per-hour' });
  const weekday = useWeekday();
  const condition = (name: string) => {
    const known = CONDITIONS[name];
    return { label: known ? t(`weather.${known.key}`) : name, Icon: known?.icon ?? IconCloud };
  };
  return (
    <DemoCard titleId="weather-card-title" testId="weather-card">
      <ReadState read={weather} lines={6}>
        {(w) => {
          const now = condition(w.condition);
          return (
            <Stack gap="md">
              <Title order={2} size="h4" id="weather-card-title">
                {t('weather.title', { city: w.city })}
              </Title>
              <Group justify="space-between" wrap="nowrap">
                <div>
                  <Text fz={40} fw={700} lh={1.1} data-testid="temperature">
                    {celsius.format(w.temperature)}
                  </Text>
                  <Text>{now.label}</Text>
                </div>
                <now.Icon size={64} stroke={1.5} aria-hidden />
              </Group>
              <SimpleGrid cols={3} spacing="xs" component="dl" my={0}>
                {[
                  { key: 'humidity', icon: IconDroplet, value: percent.format(w.humidity / 100) },
                  { key: 'wind', icon: IconWind, value: speed.format(w.windKph) },
                  {
                    key: 'precipitation',
                    icon: IconUmbrella,
                    value: percent.format(w.precipitation / 100),
                  },
                ].map(({ key, icon: FactIcon, value }) => (
                  <Stack key={key} gap={2} align="center" ta="center">
                    <FactIcon size={20} aria-hidden />
                    <Text component="dt" size="xs" c="dimmed">
                      {t(`weather.${key}`)}
                    </Text>
                    <Text component="dd" fw={600} size="sm" m={0} data-testid={key}>
                      {value}
                    </Text>
                  </Stack>
                ))}
              </SimpleGrid>
              <div>
                <Title order={3} size="h6" mb="xs">
                  {t('weather.forecast')}
                </Title>
                <Stack
                  component="ul"
                  gap={6}
                  p={0}
                  my={0}
                  style={{ listStyle: 'none' }}
                  data-testid="forecast"
                >
                  {w.forecast.map((day) => {
                    const c = condition(day.condition);
                    return (
                      <Group component="li" key={day.day} gap="sm" wrap="nowrap">
                        <Text size="sm" fw={600} w={56}>
                          {weekday(day.day)}
                        </Text>
                        <c.Icon size={20} stroke={1.5} aria-hidden style={{ flexShrink: 0 }} />
                        <Text size="sm" style={{ flex: 1, minWidth: 0 }}>
                          {c.label}
                        </Text>
                        <Text size="sm" ta="end" style={{ whiteSpace: 'nowrap' }}>
                          {t('weather.highLow', {
                            high: celsius.format(day.high),
                            low: celsius.format(day.low),
                          })}
                        </Text>
                      </Group>
                    );
                  })}
                </Stack>
              </div>
            </Stack>
          );
        }}
      </ReadState>
    </DemoCard>
  );
}
