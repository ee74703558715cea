import { Button, Group, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TOOLTIP_RULE } from './tooltip-rule';

/**
 * A delay before the tooltip opens (500 ms) and before it closes (300 ms), so tooltips do not
 * flash while the pointer crosses a toolbar.
 */
export default function TooltipDelay() {
  const { t } = useTranslation('component-tooltip');
  return (
    <Group gap="sm">
      <Tooltip label={t('delay.none')} {...TOOLTIP_RULE}>
        <Button variant="default">{t('delay.noneButton')}</Button>
      </Tooltip>
      <Tooltip label={t('delay.open')} openDelay={500} {...TOOLTIP_RULE}>
        <Button variant="default">{t('delay.openButton')}</Button>
      </Tooltip>
      <Tooltip label={t('delay.close')} closeDelay={300} {...TOOLTIP_RULE}>
        <Button variant="default">{t('delay.closeButton')}</Button>
      </Tooltip>
    </Group>
  );
}
