import { ActionIcon } from '@mantine/core';
import { IconSettings } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadAllMantineStyles } from '../../lib/settings/mantine-styles';

// the panel (a drawer of segmented controls, radios and switches) loads when first opened: it is
// in no staff page's first load (docs/decisions/0063)
const CustomizerPanel = lazy(() =>
  loadAllMantineStyles()
    .then(() => import('./customizer-panel'))
    .then((m) => ({ default: m.CustomizerPanel })),
);

/** The customizer's toggle, fixed at the window's edge, and its panel once it was opened. */
export function Customizer({ toggleClassName }: { toggleClassName?: string }) {
  const { t } = useTranslation('common');
  // undefined: never opened, the panel is not loaded yet
  const [opened, setOpened] = useState<boolean>();
  return (
    <>
      <ActionIcon
        className={toggleClassName}
        size="xl"
        onClick={() => setOpened(true)}
        aria-label={t('customizer.open')}
        data-testid="customizer-toggle"
      >
        <IconSettings size={22} aria-hidden />
      </ActionIcon>
      {opened !== undefined && (
        <Suspense fallback={null}>
          <CustomizerPanel opened={opened} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </>
  );
}
