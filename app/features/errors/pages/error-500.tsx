import { IconHome, IconRefresh, IconServerOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { StatusPage } from '../status-page';

export default function Error500() {
  const { t } = useTranslation('errors');
  return (
    <StatusPage
      testId="error-500"
      icon={IconServerOff}
      code="500"
      title={t('500.title')}
      description={t('500.body')}
      actions={[
        { label: t('back-home'), to: '/', icon: IconHome, primary: true, testId: 'way-back' },
        { label: t('try-again'), onClick: () => window.location.reload(), icon: IconRefresh },
      ]}
    />
  );
}
