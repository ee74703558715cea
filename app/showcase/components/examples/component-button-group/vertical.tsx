import { Button } from '@mantine/core';
import { IconFileInvoice, IconFileText, IconPackage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

const DOCUMENTS = [
  { key: 'invoice', Icon: IconFileInvoice },
  { key: 'packing', Icon: IconPackage },
  { key: 'origin', Icon: IconFileText },
] as const;

/** The same buttons stacked: a column of a shipment's documents to open. */
export default function ButtonGroupVertical() {
  const { t } = useTranslation('component-button-group');
  return (
    <Button.Group orientation="vertical" aria-label={t('vertical.label')} maw={320}>
      {DOCUMENTS.map(({ key, Icon }) => (
        <Button
          key={key}
          variant="default"
          justify="flex-start"
          leftSection={<Icon size={16} aria-hidden />}
        >
          {t(`vertical.${key}`)}
        </Button>
      ))}
    </Button.Group>
  );
}
