import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';

/** A thin progress bar at the top of every page while the next screen loads. */
export function NavigationProgress() {
  const { t } = useTranslation('common');
  const loading = useNavigation().state === 'loading';
  if (!loading) return null;
  return (
    <div
      role="progressbar"
      aria-label={t('loading')}
      data-testid="navigation-progress"
      style={{
        position: 'fixed',
        top: 0,
        left: 0,
        right: 0,
        height: 3,
        zIndex: 1000,
        background: 'var(--site-color-brand-5)',
        transformOrigin: 'left',
        animation: 'navigation-progress 1.2s ease-out forwards',
      }}
    >
      <style>
        {'@keyframes navigation-progress{from{transform:scaleX(0.05)}to{transform:scaleX(0.85)}}'}
      </style>
    </div>
  );
}
