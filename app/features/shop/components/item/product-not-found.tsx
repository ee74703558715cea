import { IconArrowLeft, IconPackageOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { NoticeCard } from './notice-card';

/** An unknown product id, or one that cannot be an id: says so, with the way back to the shop. */
export function ProductNotFound() {
  const { t } = useTranslation('shop-item');
  return (
    <NoticeCard
      testId="item-not-found"
      icon={<IconPackageOff size={48} stroke={1.5} aria-hidden />}
      title={t('notFound.title')}
      text={t('notFound.text')}
      action={{
        label: t('notFound.back'),
        to: '/apps/eCommerce/shop',
        icon: <IconArrowLeft size={18} aria-hidden />,
        testId: 'item-back-to-shop',
      }}
    />
  );
}
