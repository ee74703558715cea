import { Button, Checkbox, Group, Stack, Text, Tooltip } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A truly disabled button ("Cancel") takes no focus. "Release cargo" stays focusable while it
 * refuses (aria-disabled), so a keyboard user also reaches the tooltip that says why.
 */
export default function ButtonDisabled() {
  const { t } = useTranslation('component-button');
  const [checked, setChecked] = useState(false);
  const [released, setReleased] = useState(false);
  return (
    <Stack gap="sm" align="flex-start">
      <Checkbox
        label={t('disabled.confirm')}
        checked={checked}
        onChange={(event) => setChecked(event.currentTarget.checked)}
      />
      <Group gap="sm">
        <Tooltip
          label={t('disabled.why')}
          disabled={checked}
          withArrow
          events={{ hover: true, focus: true, touch: true }}
        >
          <Button
            data-disabled={checked ? undefined : true}
            aria-disabled={!checked}
            onClick={(event) => {
              if (!checked) event.preventDefault();
              else setReleased(true);
            }}
          >
            {t('disabled.release')}
          </Button>
        </Tooltip>
        <Button variant="outline" disabled>
          {t('disabled.cancel')}
        </Button>
      </Group>
      <Text size="sm" role="status">
        {released ? t('disabled.released') : ''}
      </Text>
    </Stack>
  );
}
