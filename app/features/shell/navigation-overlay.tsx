import { LoadingOverlay } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';

/** The loading overlay while the next screen loads; hidden when each navigation ends. */
export function NavigationOverlay() {
  const { t } = useTranslation('common');
  const navigation = useNavigation();
  const visible = navigation.state === 'loading' && !navigation.formMethod;
  return (
    <LoadingOverlay
      visible={visible}
      zIndex={90}
      overlayProps={{ blur: 1, backgroundOpacity: 0.25 }}
      loaderProps={{ 'aria-label': t('loading') } as Record<string, string>}
      data-testid={visible ? 'loading-overlay' : undefined}
    />
  );
}
