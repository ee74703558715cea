import { Checkbox, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const CONTAINERS = ['MSKU 407 312-6', 'TGHU 883 104-2', 'CMAU 512 977-0', 'HLXU 220 645-9'];

/**
 * "All containers" is checked when every one is, unchecked when none is, and indeterminate in
 * between (a screen reader says "mixed"). Checking it checks them all.
 */
export default function CheckboxIndeterminate() {
  const { t } = useTranslation('form-element-checkbox');
  const [checked, setChecked] = useState<string[]>([CONTAINERS[0]]);
  const all = checked.length === CONTAINERS.length;
  const some = checked.length > 0 && !all;
  return (
    <Stack gap="xs">
      <Checkbox
        checked={all}
        indeterminate={some}
        label={t('indeterminate.all')}
        onChange={() => setChecked(all ? [] : CONTAINERS)}
        data-testid="containers-all"
      />
      <Stack gap="xs" pl="lg">
        {CONTAINERS.map((container) => (
          <Checkbox
            key={container}
            label={container}
            checked={checked.includes(container)}
            onChange={(event) =>
              setChecked((current) =>
                event.currentTarget.checked
                  ? [...current, container]
                  : current.filter((c) => c !== container),
              )
            }
          />
        ))}
      </Stack>
      <Text size="sm" c="dimmed">
        {t('indeterminate.count', { count: checked.length, total: CONTAINERS.length })}
      </Text>
    </Stack>
  );
}
