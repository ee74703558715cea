import { Button, Checkbox, Drawer, Group, SimpleGrid, Stack } from '@mantine/core';
import {
  IconLayoutBottombar,
  IconLayoutNavbar,
  IconLayoutSidebar,
  IconLayoutSidebarRight,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const SIDES = [
  { position: 'left', Icon: IconLayoutSidebar },
  { position: 'right', Icon: IconLayoutSidebarRight },
  { position: 'top', Icon: IconLayoutNavbar },
  { position: 'bottom', Icon: IconLayoutBottombar },
] as const;
type Side = (typeof SIDES)[number]['position'];
const MODES = ['sea', 'air', 'road', 'rail'] as const;

/**
 * A drawer from each side with the shipment list's filters. The drawer traps the focus, Escape or
 * "Apply" close it, and the focus returns to the button that opened it.
 */
export default function SidebarDrawers() {
  const { t } = useTranslation('component-sidebar');
  const [side, setSide] = useState<Side>('left');
  const [opened, setOpened] = useState(false);
  const [modes, setModes] = useState<string[]>(['sea', 'air']);
  const vertical = side === 'top' || side === 'bottom';
  return (
    <>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
        {SIDES.map(({ position, Icon }) => (
          <Button
            key={position}
            variant="default"
            leftSection={<Icon size={16} aria-hidden />}
            onClick={() => {
              setSide(position);
              setOpened(true);
            }}
            data-testid={`drawer-${position}`}
          >
            {t(`drawers.${position}`)}
          </Button>
        ))}
      </SimpleGrid>
      <Drawer
        opened={opened}
        onClose={() => setOpened(false)}
        position={side}
        size={vertical ? 'auto' : 'sm'}
        title={t('drawers.drawerTitle')}
        closeButtonProps={{ 'aria-label': t('close') }}
      >
        <Stack gap="md">
          <Checkbox.Group label={t('drawers.modes')} value={modes} onChange={setModes}>
            <Group gap="md" mt="xs">
              {MODES.map((mode) => (
                <Checkbox key={mode} value={mode} label={t(`drawers.mode.${mode}`)} />
              ))}
            </Group>
          </Checkbox.Group>
          <Group justify="flex-end">
            <Button onClick={() => setOpened(false)}>{t('drawers.apply')}</Button>
          </Group>
        </Stack>
      </Drawer>
    </>
  );
}
