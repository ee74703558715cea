import { Button } from '@mantine/core';
import { IconMinus, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const MAX_PALLETS = 33;

/**
 * A count between two buttons (Button.GroupSection): the pallets of a truck, 1 to 33. The count
 * is announced as it changes.
 */
export default function ButtonGroupWithSection() {
  const { t } = useTranslation('component-button-group');
  const [pallets, setPallets] = useState(12);
  return (
    <Button.Group aria-label={t('with-section.label')}>
      <Button
        variant="default"
        aria-label={t('with-section.less')}
        disabled={pallets <= 1}
        onClick={() => setPallets((n) => n - 1)}
      >
        <IconMinus size={16} aria-hidden />
      </Button>
      <Button.GroupSection variant="default" miw={120} aria-live="polite">
        {t('with-section.count', { count: pallets })}
      </Button.GroupSection>
      <Button
        variant="default"
        aria-label={t('with-section.more')}
        disabled={pallets >= MAX_PALLETS}
        onClick={() => setPallets((n) => n + 1)}
      >
        <IconPlus size={16} aria-hidden />
      </Button>
    </Button.Group>
  );
}
