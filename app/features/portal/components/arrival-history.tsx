import { List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PortalShipment } from '../../../../api/modules/portal/contract';
import { arrivalShiftHours, usePortalFormat } from '../format';

/**
 * The estimates of the arrival, latest first: each with when it was made and how far it moved
 * the one before (later or earlier).
 */
export function ArrivalHistory({ history }: { history: PortalShipment['arrivalHistory'] }) {
  const { t } = useTranslation('portal');
  const format = usePortalFormat();
  const rows = history.map((estimate, index) => ({
    ...estimate,
    shift: arrivalShiftHours(history[index - 1]?.estimatedArrival, estimate.estimatedArrival),
  }));
  return (
    <List spacing="sm" listStyleType="none" data-testid="portal-arrivals">
      {rows.reverse().map((row, index) => (
        <List.Item key={`${row.at}-${row.estimatedArrival}`} data-testid="portal-arrival">
          <Text size="sm" fw={index === 0 ? 600 : 400}>
            {format.dateTime(row.estimatedArrival)}
            {index === 0 && rows.length > 1 && (
              <Text span size="xs" c="dimmed" fw={400}>
                {' '}
                {t('arrival.current')}
              </Text>
            )}
          </Text>
          <Text size="xs" c="dimmed">
            {row.shift === null
              ? t('arrival.first', { date: format.date(row.at) })
              : row.shift === 0
                ? t('arrival.kept', { date: format.date(row.at) })
                : t(row.shift > 0 ? 'arrival.later' : 'arrival.earlier', {
                    span: format.span(row.shift),
                    date: format.date(row.at),
                  })}
          </Text>
        </List.Item>
      ))}
    </List>
  );
}
