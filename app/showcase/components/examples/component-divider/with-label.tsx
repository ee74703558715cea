import { Divider, Stack, Text } from '@mantine/core';
import { IconShip } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** A label on the line names the part that follows: left, centre, right, and with an icon. */
export default function DividerWithLabel() {
  const { t } = useTranslation('component-divider');
  return (
    <Stack gap="md">
      <Divider label={t('with-label.origin')} labelPosition="left" />
      <Text size="sm">{t('with-label.originText')}</Text>
      <Divider label={t('with-label.destination')} labelPosition="center" />
      <Text size="sm">{t('with-label.destinationText')}</Text>
      <Divider
        labelPosition="right"
        label={
          <>
            <IconShip size={14} aria-hidden />
            <span style={{ marginInlineStart: 6 }}>{t('with-label.vessel')}</span>
          </>
        }
      />
      <Text size="sm">{t('with-label.vesselText')}</Text>
    </Stack>
  );
}
