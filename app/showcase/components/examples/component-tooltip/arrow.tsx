import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconAnchor, IconPlane, IconTruck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { TOOLTIP_RULE } from './tooltip-rule';

const ICONS = [
  { key: 'port', Icon: IconAnchor, arrowPosition: 'center' },
  { key: 'airport', Icon: IconPlane, arrowPosition: 'side' },
  { key: 'depot', Icon: IconTruck, arrowPosition: 'center' },
] as const;

/**
 * An arrow points at the target, here icon buttons; the tooltip repeats the button's name
 * (aria-label), which a screen reader already says.
 */
export default function TooltipArrow() {
  const { t } = useTranslation('component-tooltip');
  return (
    <Group gap="md">
      {ICONS.map(({ key, Icon, arrowPosition }) => (
        <Tooltip
          key={key}
          label={t(`arrow.${key}`)}
          withArrow
          arrowSize={8}
          arrowPosition={arrowPosition}
          position={arrowPosition === 'side' ? 'bottom-start' : 'bottom'}
          {...TOOLTIP_RULE}
        >
          <ActionIcon variant="light" size="xl" aria-label={t(`arrow.${key}`)}>
            <Icon size={22} aria-hidden />
          </ActionIcon>
        </Tooltip>
      ))}
    </Group>
  );
}
