import { Avatar, Button, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import {
  IconCheckbox,
  IconLogin,
  IconLogout,
  IconMail,
  IconMessage,
  IconPackage,
  IconSettings,
  IconUser,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { canOpen, loginUrl, pageForPath } from '../../lib/session/acl';
import { useAuthState } from '../../lib/session/auth-state';
import { clearAuthState } from '../../lib/session/session';
import { isCustomer } from './menu';

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');
}

const shortcuts = [
  { key: 'my-shipments', to: '/portal', Icon: IconPackage },
  { key: 'profile', to: '/pages/profile', Icon: IconUser },
  { key: 'inbox', to: '/apps/email/inbox', Icon: IconMail },
  { key: 'tasks', to: '/apps/todo/all', Icon: IconCheckbox },
  { key: 'chat', to: '/apps/chat', Icon: IconMessage },
  { key: 'settings', to: '/pages/user-settings', Icon: IconSettings },
] as const;

/** The navbar's user menu: name, role, shortcuts and sign out; a sign-in link for visitors. */
export function UserMenu() {
  const { t } = useTranslation('common');
  const auth = useAuthState();
  const navigate = useNavigate();
  const location = useLocation();

  if (!auth.signedIn) {
    return (
      <Button
        component={Link}
        to={loginUrl(location.pathname + location.search)}
        variant="light"
        size="compact-md"
        leftSection={<IconLogin size={16} aria-hidden />}
      >
        {t('user.sign-in')}
      </Button>
    );
  }

  const name = auth.displayName || t('user.anonymous');
  // what the person may open: a customer their portal and own pages, staff their apps
  const customer = isCustomer(auth);
  const offered = shortcuts.filter(({ to }) => {
    const page = pageForPath(to);
    return page?.group === 'portal' ? customer : Boolean(page && canOpen(page, auth));
  });
  // Leave the staff screen first; should React still draw it after the sign-out, its guard sends
  // the user home too, not to the sign-in page (signedOutOnPurpose).
  const signOut = async () => {
    await navigate('/home');
    clearAuthState({ byUser: true });
  };

  return (
    <Menu position="bottom-end" shadow="md" width={220}>
      <Menu.Target>
        <UnstyledButton aria-label={t('user.menu', { name })} data-testid="user-menu">
          <Group gap={10} wrap="nowrap">
            <div style={{ textAlign: 'right' }}>
              <Text size="sm" fw={600} lh={1.2} visibleFrom="sm">
                {name}
              </Text>
              <Text size="xs" c="dimmed" visibleFrom="sm">
                {t(`roles.${auth.role}`)}
              </Text>
            </div>
            <Avatar src={auth.photoURL} alt="" color="brand" radius="xl">
              {initials(name)}
            </Avatar>
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {offered.map(({ key, to, Icon }) => (
          <Menu.Item
            key={key}
            component={Link}
            to={to}
            leftSection={<Icon size={16} aria-hidden />}
          >
            {t(`user.${key}`)}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Item
          color="brand"
          leftSection={<IconLogout size={16} aria-hidden />}
          onClick={() => void signOut()}
          data-testid="sign-out"
        >
          {t('user.sign-out')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
