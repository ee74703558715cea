import { ActionIcon, Box, Group, NavLink, Paper, Stack, Text, Tooltip } from '@mantine/core';
import {
  IconFileInvoice,
  IconLayoutSidebarLeftCollapse,
  IconLayoutSidebarLeftExpand,
  IconPackage,
  IconShip,
  IconTruck,
} from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

const ITEMS = [
  { key: 'shipments', Icon: IconPackage },
  { key: 'vessels', Icon: IconShip },
  { key: 'trucks', Icon: IconTruck },
  { key: 'invoices', Icon: IconFileInvoice },
] as const;

/**
 * A sidebar that folds into a rail of icons. Folded, each link keeps its name for screen readers
 * and shows it in a tooltip on hover and focus; the toggle says whether the sidebar is expanded.
 */
export default function SidebarRail() {
  const { t } = useTranslation('component-sidebar');
  const [expanded, setExpanded] = useState(true);
  const [active, setActive] = useState<string>('shipments');
  const navId = useId();
  const toggle = t(expanded ? 'rail.collapse' : 'rail.expand');
  return (
    <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
      <Group wrap="nowrap" align="stretch" gap={0} mih={240}>
        <Box
          component="nav"
          id={navId}
          aria-label={t('rail.label')}
          w={expanded ? { base: 150, sm: 200 } : 60}
          p={8}
          style={{
            flexShrink: 0,
            borderInlineEnd: '1px solid var(--mantine-color-default-border)',
            transition: 'width 150ms ease',
          }}
          data-testid="sidebar-rail"
        >
          <Stack gap={4}>
            <Tooltip label={toggle} position="right" withArrow>
              <ActionIcon
                variant="subtle"
                color="gray"
                size="lg"
                aria-label={toggle}
                aria-expanded={expanded}
                aria-controls={navId}
                onClick={() => setExpanded((e) => !e)}
                style={{
                  color: 'var(--mantine-color-text)',
                  alignSelf: expanded ? 'flex-end' : 'center',
                }}
                data-testid="sidebar-rail-toggle"
              >
                {expanded ? (
                  <IconLayoutSidebarLeftCollapse size={20} aria-hidden />
                ) : (
                  <IconLayoutSidebarLeftExpand size={20} aria-hidden />
                )}
              </ActionIcon>
            </Tooltip>
            {ITEMS.map(({ key, Icon }) => {
              const label = t(`rail.items.${key}`);
              const link = (
                <NavLink
                  key={key}
                  href={`#${key}`}
                  label={expanded ? label : undefined}
                  aria-label={expanded ? undefined : label}
                  leftSection={<Icon size={20} aria-hidden />}
                  active={active === key}
                  aria-current={active === key ? 'page' : undefined}
                  onClick={(event) => {
                    event.preventDefault();
                    setActive(key);
                  }}
                  styles={{ root: { borderRadius: 'var(--mantine-radius-sm)' } }}
                />
              );
              return expanded ? (
                link
              ) : (
                <Tooltip key={key} label={label} position="right" withArrow>
                  {link}
                </Tooltip>
              );
            })}
          </Stack>
        </Box>
        <Box p="md" style={{ minWidth: 0 }}>
          <Text fw={600}>{t(`rail.items.${active}`)}</Text>
          <Text size="sm" c="dimmed">
            {t(`rail.content.${active}`)}
          </Text>
        </Box>
      </Group>
    </Paper>
  );
}
