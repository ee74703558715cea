import { Badge, Tabs, Text } from '@mantine/core';
import { IconFileText, IconInfoCircle, IconPackage, IconReceipt } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

const TABS = [
  { key: 'overview', Icon: IconInfoCircle },
  { key: 'cargo', Icon: IconPackage },
  { key: 'documents', Icon: IconFileText, count: 3 },
  { key: 'charges', Icon: IconReceipt },
] as const;

/** An icon before each tab's name and a count after it; the pills variant. */
export default function TabsWithIcons() {
  const { t } = useTranslation('component-tabs');
  return (
    <Tabs defaultValue="documents" variant="pills">
      <Tabs.List aria-label={t('with-icons.label')}>
        {TABS.map((tab) => (
          <Tabs.Tab
            key={tab.key}
            value={tab.key}
            leftSection={<tab.Icon size={16} aria-hidden />}
            rightSection={
              'count' in tab ? (
                <Badge
                  size="xs"
                  variant="white"
                  color="dark"
                  circle
                  aria-label={t('with-icons.count', { count: tab.count })}
                >
                  {tab.count}
                </Badge>
              ) : undefined
            }
          >
            {t(`tabs.${tab.key}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {TABS.map(({ key }) => (
        <Tabs.Panel key={key} value={key} pt="sm">
          <Text size="sm">{t(`panels.${key}`)}</Text>
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
