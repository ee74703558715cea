import { Tabs, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const TABS = ['overview', 'cargo', 'documents', 'charges'] as const;

/** The same tabs down the side (aria-orientation vertical): Up and Down move between them. */
export default function TabsVertical() {
  const { t } = useTranslation('component-tabs');
  return (
    <Tabs defaultValue="cargo" orientation="vertical" data-testid="tabs-vertical">
      <Tabs.List aria-label={t('vertical.label')}>
        {TABS.map((key) => (
          <Tabs.Tab key={key} value={key}>
            {t(`tabs.${key}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {TABS.map((key) => (
        <Tabs.Panel key={key} value={key} pl="sm">
          <Text size="sm">{t(`panels.${key}`)}</Text>
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
