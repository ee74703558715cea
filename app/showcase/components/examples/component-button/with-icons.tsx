import { ActionIcon, Button, Group } from '@mantine/core';
import { IconDownload, IconPrinter, IconTrash, IconTruckDelivery } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * An icon before or after the words; a button with only an icon is named by its aria-label, so a
 * screen reader says what it does.
 */
export default function ButtonWithIcons() {
  const { t } = useTranslation('component-button');
  return (
    <Group gap="sm">
      <Button leftSection={<IconTruckDelivery size={18} aria-hidden />}>
        {t('with-icons.dispatch')}
      </Button>
      <Button variant="outline" rightSection={<IconDownload size={18} aria-hidden />}>
        {t('with-icons.download')}
      </Button>
      <ActionIcon variant="filled" size="lg" aria-label={t('with-icons.print')}>
        <IconPrinter size={18} aria-hidden />
      </ActionIcon>
      <ActionIcon variant="outline" size="lg" aria-label={t('with-icons.delete')}>
        <IconTrash size={18} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
