import { Button, Kbd, List, Menu, Stack, Text } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const PORTS = ['THLCH', 'SGSIN', 'NLRTM', 'DEHAM', 'CNSHA'] as const;

/**
 * The menu by keyboard alone: Enter or Space open it, the arrows go to the ports and move between
 * them (and wrap), Home and End jump, Enter chooses, Escape closes; the focus returns to the button.
 */
export default function DropdownKeyboard() {
  const { t } = useTranslation('component-dropdown');
  const [port, setPort] = useState<string | null>(null);
  return (
    <Stack gap="sm" align="flex-start">
      <Menu loop width={240} position="bottom-start">
        <Menu.Target>
          <Button
            variant="light"
            rightSection={<IconChevronDown size={16} aria-hidden />}
            data-testid="dropdown-keyboard-target"
          >
            {t('keyboard.button')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>{t('keyboard.label')}</Menu.Label>
          {PORTS.map((code) => (
            <Menu.Item key={code} onClick={() => setPort(code)}>
              {t(`keyboard.ports.${code}`)}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
      <Text size="sm" aria-live="polite" data-testid="dropdown-keyboard-result">
        {port
          ? t('keyboard.chosen', { port: t(`keyboard.ports.${port}`), code: port })
          : t('nothingChosen')}
      </Text>
      <List size="sm" spacing={4}>
        <List.Item>
          <Kbd>↓</Kbd> <Kbd>↑</Kbd> {t('keyboard.keys.arrows')}
        </List.Item>
        <List.Item>
          <Kbd>{t('keyboard.kbd.home')}</Kbd> <Kbd>{t('keyboard.kbd.end')}</Kbd>{' '}
          {t('keyboard.keys.homeEnd')}
        </List.Item>
        <List.Item>
          <Kbd>{t('keyboard.kbd.enter')}</Kbd> {t('keyboard.keys.enter')}
        </List.Item>
        <List.Item>
          <Kbd>{t('keyboard.kbd.escape')}</Kbd> {t('keyboard.keys.escape')}
        </List.Item>
      </List>
    </Stack>
  );
}
