import { Box, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Place, ShipmentMode } from '../../../../api/modules/shipments/contract';
import { useShipmentFormat } from '../format';
import { modeIcons } from './badges';
import classes from './route-line.module.css';

/** One end of the route: "From" or "To", the place and its country. */
function RouteEnd({
  label,
  place,
  testId,
  end = false,
}: {
  label: string;
  place: Place;
  testId: string;
  end?: boolean;
}) {
  return (
    <Box ta={end ? 'end' : undefined}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600} data-testid={testId}>
        {place.name}, {place.country}
      </Text>
    </Box>
  );
}

/**
 * The route without a map: origin ● ——— vehicle at the progress ——— ● destination. Screen readers
 * get it as a progress bar named by the route, its value as text.
 */
export function RouteLine({
  mode,
  origin,
  destination,
  progress,
  canceled,
}: {
  mode: ShipmentMode;
  origin: Place;
  destination: Place;
  progress: number;
  canceled: boolean;
}) {
  const { t } = useTranslation('shipments');
  const format = useShipmentFormat();
  const Icon = modeIcons[mode];
  const route = t('route.label', { origin: origin.name, destination: destination.name });
  return (
    <Stack gap="xs" data-testid="route-line">
      <div
        role="progressbar"
        aria-label={route}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress}
        aria-valuetext={t('route.value', { percent: format.percent(progress) })}
        className={classes.track}
        data-canceled={canceled || undefined}
      >
        <span className={classes.dot} data-end="start" />
        <span className={classes.line}>
          <span className={classes.done} style={{ width: `${progress}%` }} />
          <span className={classes.vehicle} style={{ insetInlineStart: `${progress}%` }}>
            <Icon size={20} aria-hidden />
          </span>
        </span>
        <span className={classes.dot} data-end="end" data-reached={progress >= 100 || undefined} />
      </div>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="md">
        <RouteEnd label={t('route.from')} place={origin} testId="route-origin" />
        <Text size="sm" fw={600} data-testid="route-progress" aria-hidden>
          {format.percent(progress)}
        </Text>
        <RouteEnd label={t('route.to')} place={destination} testId="route-destination" end />
      </Group>
    </Stack>
  );
}
