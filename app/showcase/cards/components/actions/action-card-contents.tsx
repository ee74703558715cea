import { Avatar, Group, List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { useDemoUser } from '../../api/get-demo-user';
import type { useWeather } from '../../api/get-weather';
import { ReadState } from '../basic/read-state';
import { useCardFormats } from '../dashboard/use-card-formats';
import { useNumberFormat } from '../basic/use-locale-format';

/** A staff member in a few lines: avatar, name, title, shipments and followers. */
export function UserSummary({ read }: { read: ReturnType<typeof useDemoUser> }) {
  const { t } = useTranslation('cards');
  const { count } = useCardFormats();
  return (
    <ReadState read={read} lines={3}>
      {(u) => (
        <Stack gap="sm">
          <Group gap="sm" wrap="nowrap">
            <Avatar src={u.avatar} alt="" name={u.name} size="lg" />
            <div style={{ minWidth: 0 }}>
              <Text fw={600}>{u.name}</Text>
              <Text size="sm" c="dimmed">
                {u.title}
              </Text>
            </div>
          </Group>
          <Text size="sm">{u.about}</Text>
          <Text size="sm" data-testid="summary-stats">
            {t('actions.userStats', {
              shipments: count(u.stats.shipments),
              followers: count(u.stats.followers),
            })}
          </Text>
        </Stack>
      )}
    </ReadState>
  );
}

/** The terminal's weather now, in the reader's numbers. */
export function WeatherSummary({ read }: { read: ReturnType<typeof useWeather> }) {
  const { t } = useTranslation('cards');
  const celsius = useNumberFormat({ style: 'unit', unit: 'celsius', maximumFractionDigits: 0 });
  const percent = useNumberFormat({ style: 'percent', maximumFractionDigits: 0 });
  const speed = useNumberFormat({ style: 'unit', unit: 'kilometer-per-hour' });
  return (
    <ReadState read={read} lines={3}>
      {(w) => (
        <Stack gap="xs">
          <Text size="sm">{t('weather.title', { city: w.city })}</Text>
          <Text fz={32} fw={700} lh={1.1} data-testid="temperature">
            {celsius.format(w.temperature)}
          </Text>
          <Text size="sm">
            {t('actions.weatherLine', {
              humidity: percent.format(w.humidity / 100),
              wind: speed.format(w.windKph),
            })}
          </Text>
        </Stack>
      )}
    </ReadState>
  );
}

/** Fixed text of the page (no read): the steps of a shipment. */
export function ShipmentSteps() {
  const { t } = useTranslation('cards');
  return (
    <Stack gap="xs">
      <Text size="sm">{t('actions.shipment.text')}</Text>
      <List size="sm" spacing={4}>
        <List.Item>{t('actions.shipment.step1')}</List.Item>
        <List.Item>{t('actions.shipment.step2')}</List.Item>
        <List.Item>{t('actions.shipment.step3')}</List.Item>
      </List>
    </Stack>
  );
}
