import { Tabs, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const TABS = ['overview', 'cargo', 'documents', 'charges'] as const;

/**
 * Tabs across the top of a shipment. Tab reaches the chosen tab; Left and Right move between
 * the tabs (and open them), Home and End go to the first and the last.
 */
export default function TabsHorizontal() {
  const { t } = useTranslation('component-tabs');
  return (
    <Tabs defaultValue="overview" data-testid="tabs-horizontal">
      <Tabs.List aria-label={t('horizontal.label')}>
        {TABS.map((key) => (
          <Tabs.Tab key={key} value={key}>
            {t(`tabs.${key}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {TABS.map((key) => (
        <Tabs.Panel key={key} value={key} pt="sm">
          <Text size="sm">{t(`panels.${key}`)}</Text>
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
