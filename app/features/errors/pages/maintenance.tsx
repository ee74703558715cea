import { IconBarrierBlock, IconHome, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { StatusPage } from '../status-page';

export default function Maintenance() {
  const { t } = useTranslation('errors');
  return (
    <StatusPage
      testId="maintenance"
      icon={IconBarrierBlock}
      title={t('maintenance.title')}
      description={t('maintenance.body')}
      actions={[
        { label: t('back-home'), to: '/', icon: IconHome, primary: true, testId: 'way-back' },
        { label: t('try-again'), onClick: () => window.location.reload(), icon: IconRefresh },
      ]}
    />
  );
}
