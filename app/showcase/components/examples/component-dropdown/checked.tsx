import { Button, Menu, Stack, Text } from '@mantine/core';
import { IconCheck, IconSortDescending } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const ORDERS = ['eta', 'weight', 'consignee'] as const;
type Order = (typeof ORDERS)[number];

/**
 * A menu of choices: the current one carries a check mark and `aria-current`, so it is seen and
 * heard. Right sections show a shortcut hint.
 */
export default function DropdownChecked() {
  const { t } = useTranslation('component-dropdown');
  const [order, setOrder] = useState<Order>('eta');
  return (
    <Stack gap="sm" align="flex-start">
      <Menu width={260} position="bottom-start">
        <Menu.Target>
          <Button variant="default" leftSection={<IconSortDescending size={16} aria-hidden />}>
            {t('checked.button')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>{t('checked.label')}</Menu.Label>
          {ORDERS.map((key) => (
            <Menu.Item
              key={key}
              aria-current={order === key ? 'true' : undefined}
              leftSection={
                <IconCheck size={16} aria-hidden style={{ opacity: order === key ? 1 : 0 }} />
              }
              onClick={() => setOrder(key)}
            >
              {t(`checked.orders.${key}`)}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
      <Text size="sm">{t('checked.current', { order: t(`checked.orders.${order}`) })}</Text>
    </Stack>
  );
}
