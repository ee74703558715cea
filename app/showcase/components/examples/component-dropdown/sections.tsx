import { Button, Menu, Stack, Text } from '@mantine/core';
import {
  IconArrowsSplit,
  IconChevronDown,
  IconFileInvoice,
  IconMapPin,
  IconPrinter,
  IconTrash,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const SECTIONS = [
  {
    key: 'documents',
    items: [
      { key: 'printAwb', Icon: IconPrinter },
      { key: 'invoice', Icon: IconFileInvoice },
    ],
  },
  {
    key: 'shipment',
    items: [
      { key: 'address', Icon: IconMapPin },
      { key: 'split', Icon: IconArrowsSplit, disabled: true },
    ],
  },
] as const;

/**
 * A shipment's actions in sections with icons. "Split the shipment" is disabled (the cargo is one
 * pallet): it stays visible, the arrow keys pass over it. The last section is the danger zone.
 */
export default function DropdownSections() {
  const { t } = useTranslation('component-dropdown');
  const [chosen, setChosen] = useState<string | null>(null);
  return (
    <Stack gap="sm" align="flex-start">
      <Menu shadow="md" width={260} position="bottom-start">
        <Menu.Target>
          <Button rightSection={<IconChevronDown size={16} aria-hidden />}>
            {t('sections.button')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {SECTIONS.map((section, index) => (
            <div key={section.key}>
              {index > 0 && <Menu.Divider />}
              <Menu.Label>{t(`sections.${section.key}`)}</Menu.Label>
              {section.items.map((item) => (
                <Menu.Item
                  key={item.key}
                  leftSection={<item.Icon size={16} aria-hidden />}
                  disabled={'disabled' in item && item.disabled}
                  onClick={() => setChosen(t(`sections.items.${item.key}`))}
                >
                  {t(`sections.items.${item.key}`)}
                </Menu.Item>
              ))}
            </div>
          ))}
          <Menu.Divider />
          <Menu.Label>{t('sections.danger')}</Menu.Label>
          <Menu.Item
            color="red"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={() => setChosen(t('sections.items.cancel'))}
          >
            {t('sections.items.cancel')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <Text size="sm" aria-live="polite">
        {chosen ? t('chosen', { action: chosen }) : t('nothingChosen')}
      </Text>
    </Stack>
  );
}
