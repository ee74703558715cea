import { Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import { IconPlus, IconRss } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CalendarLabelValue } from '../../../../api/modules/calendar/contract';
import classes from '../calendar.module.css';
import { labelColor, labelValues } from '../labels';

/**
 * The side panel: Add event, the label filters (View all and one per label, each with its colour)
 * and Subscribe.
 */
export function SidePanel({
  shown,
  onShownChange,
  onAdd,
  onSubscribe,
}: {
  shown: ReadonlySet<CalendarLabelValue>;
  onShownChange: (shown: Set<CalendarLabelValue>) => void;
  onAdd: () => void;
  onSubscribe: () => void;
}) {
  const { t } = useTranslation('calendar');
  const filtersId = useId();
  const all = labelValues.every((label) => shown.has(label));
  const toggle = (label: CalendarLabelValue, on: boolean) => {
    const next = new Set(shown);
    if (on) next.add(label);
    else next.delete(label);
    onShownChange(next);
  };
  return (
    <Stack gap="md" p="md">
      <Button
        leftSection={<IconPlus size={18} aria-hidden />}
        onClick={onAdd}
        data-testid="add-event"
      >
        {t('add-event')}
      </Button>
      <Text size="xs" fw={600} c="dimmed" tt="uppercase" id={filtersId}>
        {t('filters.title')}
      </Text>
      <Stack gap="sm" role="group" aria-labelledby={filtersId}>
        <Checkbox
          label={t('filters.all')}
          checked={all}
          indeterminate={!all && shown.size > 0}
          onChange={(event) =>
            onShownChange(new Set(event.currentTarget.checked ? labelValues : []))
          }
          data-testid="filter-all"
        />
        {labelValues.map((label) => (
          <Checkbox
            key={label}
            color={labelColor(label)}
            checked={shown.has(label)}
            onChange={(event) => toggle(label, event.currentTarget.checked)}
            data-testid={`filter-${label}`}
            label={
              <Group gap={8} wrap="nowrap" component="span">
                <span
                  className={classes.dot}
                  style={{ background: `var(--mantine-color-${labelColor(label)}-6)` }}
                  aria-hidden
                />
                {t(`labels.${label}`)}
              </Group>
            }
          />
        ))}
      </Stack>
      <Button
        variant="light"
        leftSection={<IconRss size={18} aria-hidden />}
        onClick={onSubscribe}
        data-testid="subscribe"
      >
        {t('subscribe.open')}
      </Button>
    </Stack>
  );
}
