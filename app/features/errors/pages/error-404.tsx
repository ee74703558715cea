import { IconArrowBackUp, IconHome, IconMapOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { StatusPage, type StatusAction } from '../status-page';
import { useGoBack } from '../use-go-back';

export default function Error404() {
  const { t } = useTranslation('errors');
  const goBack = useGoBack();
  const actions: StatusAction[] = [
    { label: t('back-home'), to: '/', icon: IconHome, primary: true, testId: 'way-back' },
  ];
  if (goBack) actions.push({ label: t('go-back'), onClick: goBack, icon: IconArrowBackUp });
  return (
    <StatusPage
      testId="error-404"
      icon={IconMapOff}
      code="404"
      title={t('404.title')}
      description={t('404.body')}
      actions={actions}
    />
  );
}
