import { useTranslation } from 'react-i18next';

/**
 * Names for the pagination's controls, which show only arrows or numbers: "Page 3", "Next page"...
 * Shared by the examples of this page.
 */
export function usePaginationLabels() {
  const { t } = useTranslation('component-pagination');
  return {
    getItemProps: (page: number) => ({ 'aria-label': t('labels.page', { page }) }),
    getControlProps: (control: 'first' | 'previous' | 'last' | 'next') => ({
      'aria-label': t(`labels.${control}`),
    }),
  };
}
