import { Stack, Switch, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** A switch changes a setting at once: its label says what is on, the line below what it does. */
export default function SwitchBasic() {
  const { t } = useTranslation('form-element-switch');
  const [delays, setDelays] = useState(true);
  return (
    <Stack gap="sm">
      <Switch
        checked={delays}
        onChange={(event) => setDelays(event.currentTarget.checked)}
        label={t('basic.label')}
        description={t('basic.hint')}
        data-testid="switch-delays"
      />
      <Text size="sm" c="dimmed" aria-live="polite">
        {delays ? t('basic.on') : t('basic.off')}
      </Text>
    </Stack>
  );
}
