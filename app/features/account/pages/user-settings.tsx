import { Card, Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AccountFrame, prefetchAccount } from '../components/account-frame';
import { GeneralTab } from '../components/general-tab';
import { InformationTab } from '../components/information-tab';
import { NotificationsTab } from '../components/notifications-tab';
import { PasswordTab } from '../components/password-tab';
import { SessionsTab } from '../components/sessions-tab';
import { SocialTab } from '../components/social-tab';

export const clientLoader = prefetchAccount;

const tabs = ['general', 'password', 'information', 'social', 'notifications', 'sessions'] as const;
type Tab = (typeof tabs)[number];
const isTab = (value: string | null): value is Tab => tabs.includes(value as Tab);

/**
 * /pages/user-settings: the signed-in person's own account in six tabs, each saved on its own
 * (api/modules/account/contract.ts). The tab is kept in the address (`?tab=information`), so that the
 * profile page can link to one.
 */
export default function UserSettingsScreen() {
  const { t } = useTranslation('account');
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab: Tab = isTab(asked) ? asked : 'general';
  const choose = (value: string | null) => {
    if (!isTab(value)) return;
    setParams(value === 'general' ? {} : { tab: value }, {
      replace: true,
      preventScrollReset: true,
    });
  };

  return (
    <AccountFrame testId="user-settings-screen">
      {(account) => (
        <Card withBorder radius="md" padding="lg">
          <Tabs value={tab} onChange={choose} keepMounted={false}>
            <Tabs.List aria-label={t('tabs.label')} style={{ flexWrap: 'wrap' }}>
              {tabs.map((value) => (
                <Tabs.Tab key={value} value={value} data-testid={`tab-${value}`}>
                  {t(`tabs.${value}`)}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            <Tabs.Panel value="general" pt="lg">
              <GeneralTab account={account} />
            </Tabs.Panel>
            <Tabs.Panel value="password" pt="lg">
              <PasswordTab />
            </Tabs.Panel>
            <Tabs.Panel value="information" pt="lg">
              <InformationTab account={account} />
            </Tabs.Panel>
            <Tabs.Panel value="social" pt="lg">
              <SocialTab account={account} />
            </Tabs.Panel>
            <Tabs.Panel value="notifications" pt="lg">
              <NotificationsTab account={account} />
            </Tabs.Panel>
            <Tabs.Panel value="sessions" pt="lg">
              <SessionsTab />
            </Tabs.Panel>
          </Tabs>
        </Card>
      )}
    </AccountFrame>
  );
}
