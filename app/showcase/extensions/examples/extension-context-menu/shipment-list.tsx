import { Badge, Group, Menu, Stack, Text, UnstyledButton } from '@mantine/core';
import {
  IconClipboardCopy,
  IconFileInvoice,
  IconMapPin,
  IconPrinter,
  IconTrash,
} from '@tabler/icons-react';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

const SHIPMENTS = [
  { id: 'SEA-24017', route: 'Laem Chabang → Rotterdam', status: 'inTransit' },
  { id: 'AIR-8812', route: 'Suvarnabhumi → Frankfurt', status: 'customs' },
  { id: 'ROAD-3051', route: 'Bangkok → Vientiane', status: 'delivered' },
] as const;

type Shipment = (typeof SHIPMENTS)[number];
const ACTIONS = ['track', 'copy', 'documents', 'print'] as const;

/**
 * A menu of actions for a shipment: right click (or a long press) opens it at the pointer;
 * Shift+F10 or the menu key opens it at the focused row with its first item focused. Arrow keys
 * move through the items, Escape closes it and gives the focus back to the row.
 */
export default function ContextMenuShipmentList() {
  const { t } = useTranslation('extension-context-menu');
  const [target, setTarget] = useState<Shipment>(SHIPMENTS[0]);
  const [done, setDone] = useState('');
  // opened by keyboard: the first action takes the focus (by mouse: the menu itself)
  const [byKeyboard, setByKeyboard] = useState(false);

  const openByKeyboard = (event: KeyboardEvent<HTMLButtonElement>, shipment: Shipment) => {
    if (!((event.shiftKey && event.key === 'F10') || event.key === 'ContextMenu')) return;
    event.preventDefault();
    setByKeyboard(true);
    setTarget(shipment);
    // the same event a right click sends, at the row's lower left corner
    const box = event.currentTarget.getBoundingClientRect();
    event.currentTarget.dispatchEvent(
      new MouseEvent('contextmenu', {
        bubbles: true,
        cancelable: true,
        clientX: box.left + 16,
        clientY: box.bottom,
      }),
    );
  };

  const icons = {
    track: IconMapPin,
    copy: IconClipboardCopy,
    documents: IconFileInvoice,
    print: IconPrinter,
  };

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed" id="context-menu-hint">
        {t('shipment-list.hint')}
      </Text>
      <Menu
        width={240}
        position="bottom-start"
        withInitialFocusPlaceholder={!byKeyboard}
        onClose={() => setByKeyboard(false)}
      >
        <Stack gap="xs" role="list" aria-label={t('shipment-list.list')}>
          {SHIPMENTS.map((shipment) => (
            <div role="listitem" key={shipment.id}>
              <Menu.ContextMenu>
                <UnstyledButton
                  w="100%"
                  aria-describedby="context-menu-hint"
                  aria-haspopup="menu"
                  onContextMenu={() => setTarget(shipment)}
                  onMouseDown={() => setByKeyboard(false)}
                  onKeyDown={(event) => openByKeyboard(event, shipment)}
                  data-testid={`context-row-${shipment.id}`}
                  p="sm"
                  style={{
                    border: '1px solid var(--mantine-color-default-border)',
                    borderRadius: 'var(--mantine-radius-md)',
                  }}
                >
                  <Group justify="space-between" wrap="wrap" gap="xs">
                    <div>
                      <Text fw={600} size="sm">
                        {shipment.id}
                      </Text>
                      <Text size="sm" c="dimmed">
                        {shipment.route}
                      </Text>
                    </div>
                    <Badge
                      variant="light"
                      color={shipment.status === 'customs' ? 'warning' : 'blue'}
                    >
                      {t(`shipment-list.status.${shipment.status}`)}
                    </Badge>
                  </Group>
                </UnstyledButton>
              </Menu.ContextMenu>
            </div>
          ))}
        </Stack>
        <Menu.Dropdown data-testid="context-menu">
          <Menu.Label>{target.id}</Menu.Label>
          {ACTIONS.map((action, index) => {
            const Icon = icons[action];
            return (
              <Menu.Item
                key={action}
                data-autofocus={(byKeyboard && index === 0) || undefined}
                leftSection={<Icon size={16} aria-hidden />}
                onClick={() =>
                  setDone(
                    t('shipment-list.done', {
                      action: t(`shipment-list.actions.${action}`),
                      id: target.id,
                    }),
                  )
                }
              >
                {t(`shipment-list.actions.${action}`)}
              </Menu.Item>
            );
          })}
          <Menu.Divider />
          <Menu.Item
            color="red"
            leftSection={<IconTrash size={16} aria-hidden />}
            disabled={target.status === 'delivered'}
            onClick={() => setDone(t('shipment-list.cancelled', { id: target.id }))}
          >
            {t('shipment-list.actions.cancel')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <Text size="sm" role="status" data-testid="context-menu-status">
        {done}
      </Text>
    </Stack>
  );
}
