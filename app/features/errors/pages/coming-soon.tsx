import { List, Text, ThemeIcon } from '@mantine/core';
import { IconCheck, IconHome, IconMail, IconTruckDelivery } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { StatusPage } from '../status-page';

const highlights = ['tracking', 'quotes', 'documents'] as const;

export default function ComingSoon() {
  const { t } = useTranslation('errors');
  return (
    <StatusPage
      testId="coming-soon"
      icon={IconTruckDelivery}
      title={t('coming-soon.title')}
      description={t('coming-soon.body')}
      actions={[
        { label: t('back-home'), to: '/', icon: IconHome, primary: true, testId: 'way-back' },
        { label: t('coming-soon.contact'), to: '/ContactUs', icon: IconMail },
      ]}
    >
      <Text fw={600} mt="lg" mb="xs">
        {t('coming-soon.list-title')}
      </Text>
      <List
        spacing={6}
        center
        mx="auto"
        w="fit-content"
        ta="left"
        icon={
          <ThemeIcon size={20} radius="xl" color="success.8">
            <IconCheck size={13} aria-hidden />
          </ThemeIcon>
        }
      >
        {highlights.map((key) => (
          <List.Item key={key}>{t(`coming-soon.${key}`)}</List.Item>
        ))}
      </List>
    </StatusPage>
  );
}
