import { IconHome, IconLockAccess, IconLogin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { StatusPage } from '../status-page';

export default function NotAuthorized() {
  const { t } = useTranslation('errors');
  return (
    <StatusPage
      testId="not-authorized"
      icon={IconLockAccess}
      code="403"
      title={t('not-authorized.title')}
      description={t('not-authorized.body')}
      actions={[
        { label: t('back-home'), to: '/', icon: IconHome, primary: true, testId: 'way-back' },
        { label: t('not-authorized.other-account'), to: '/pages/login', icon: IconLogin },
      ]}
    />
  );
}
