import { Button, SimpleGrid, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TOOLTIP_RULE } from './tooltip-rule';

const POSITIONS = ['top', 'right', 'bottom', 'left'] as const;

/** Above, right, below and left of the target; focus a button with Tab to see its tooltip. */
export default function TooltipPositions() {
  const { t } = useTranslation('component-tooltip');
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
      {POSITIONS.map((position) => (
        <Tooltip
          key={position}
          label={t(`positions.${position}Tip`)}
          position={position}
          {...TOOLTIP_RULE}
        >
          <Button variant="default" data-testid={`tooltip-${position}`}>
            {t(`positions.${position}`)}
          </Button>
        </Tooltip>
      ))}
    </SimpleGrid>
  );
}
