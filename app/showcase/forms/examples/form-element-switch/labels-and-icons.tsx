import { Stack, Switch } from '@mantine/core';
import { IconCheck, IconSnowflake, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Words inside the track (shown, not read: the label is what a screen reader says) and an icon in
 * the thumb, so that the state does not rest on colour alone.
 */
export default function SwitchLabelsAndIcons() {
  const { t } = useTranslation('form-element-switch');
  const [reefer, setReefer] = useState(true);
  return (
    <Stack gap="md">
      <Switch
        size="lg"
        onLabel={t('icons.on')}
        offLabel={t('icons.off')}
        defaultChecked
        label={t('icons.insurance')}
      />
      <Switch
        size="md"
        color="teal"
        checked={reefer}
        onChange={(event) => setReefer(event.currentTarget.checked)}
        thumbIcon={reefer ? <IconCheck size={12} aria-hidden /> : <IconX size={12} aria-hidden />}
        label={t('icons.reefer')}
      />
      <Switch
        size="md"
        labelPosition="left"
        thumbIcon={<IconSnowflake size={12} aria-hidden />}
        label={t('icons.left')}
      />
    </Stack>
  );
}
