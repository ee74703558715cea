import { Button, Group, Text, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TOOLTIP_RULE } from './tooltip-rule';

/**
 * The product's rule (docs/product.md section 9): 4 px between the target and the tooltip, and at
 * the window's right edge the tooltip moves left to stay 20 px inside rather than being cut off.
 * The button sits at the right of the card; on a phone its long tooltip would otherwise run off
 * the screen.
 */
export default function TooltipEdgeGuard() {
  const { t } = useTranslation('component-tooltip');
  return (
    <>
      <Text size="sm" mb="sm">
        {t('edge-guard.text')}
      </Text>
      <Group justify="flex-end">
        <Tooltip label={t('edge-guard.tip')} multiline w={260} {...TOOLTIP_RULE}>
          <Button data-testid="tooltip-edge-target">{t('edge-guard.button')}</Button>
        </Tooltip>
      </Group>
    </>
  );
}
