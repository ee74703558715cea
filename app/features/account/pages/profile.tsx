import {
  Anchor,
  Avatar,
  Badge,
  Box,
  Button,
  Card,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconSettings } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AccountReply } from '../../../../api/modules/account/contract';
import { SOCIAL_NETWORKS } from '../../../../api/modules/user-management/contract';
import { socialIcons } from '../../../components/person-fields/social-icons';
import { AccountFrame, prefetchAccount } from '../components/account-frame';
import { formatDay } from '../format';

export const clientLoader = prefetchAccount;

const SETTINGS = '/pages/user-settings';

/**
 * /pages/profile: the signed-in person's own page (GET /api/account): a header with the cover
 * band (the theme's colours), the picture, name, role and department; what they wrote about
 * themselves, the information they chose to fill in and their social links, each with a friendly
 * state when empty. No "recent activity": the API has no activity to show.
 */
export default function ProfileScreen() {
  return (
    <AccountFrame testId="profile-screen">
      {(account) => <Profile account={account} />}
    </AccountFrame>
  );
}

/** A card of the page, or its friendly empty state with a way to fill it in. */
function Section({
  title,
  empty,
  emptyText,
  tab,
  testId,
  children,
}: {
  title: string;
  empty: boolean;
  emptyText: string;
  tab: string;
  testId: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('account');
  return (
    <Card withBorder radius="md" padding="lg" data-testid={testId}>
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {empty ? (
        <Stack gap="xs" align="flex-start" data-testid={`${testId}-empty`}>
          <Text c="dimmed" size="sm">
            {emptyText}
          </Text>
          <Anchor component={Link} to={`${SETTINGS}?tab=${tab}`} size="sm">
            {t('profile.fill-in')}
          </Anchor>
        </Stack>
      ) : (
        children
      )}
    </Card>
  );
}

function Fact({ label, testId, children }: { label: string; testId: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" data-testid={testId} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

function Profile({ account }: { account: AccountReply }) {
  const { t, i18n } = useTranslation('account');
  const { person } = account;
  const place = [person.location?.city, person.location?.country || person.country]
    .filter(Boolean)
    .join(', ');
  const facts: { key: string; label: string; value: ReactNode }[] = [];
  const add = (key: string, label: string, value: ReactNode) => facts.push({ key, label, value });
  if (person.dob) add('dob', t('fields.dob'), formatDay(person.dob, i18n.language));
  if (person.languages_known?.length) {
    add('languages', t('fields.languages'), person.languages_known.join(', '));
  }
  if (person.contact_options?.length) {
    const options = person.contact_options.map((o) => t(`contact.${o}`));
    add('contact', t('fields.contactOptions'), options.join(', '));
  }
  if (place) add('location', t('profile.location'), place);
  if (person.website) {
    add(
      'website',
      t('fields.website'),
      <Anchor href={person.website} target="_blank" rel="noreferrer" size="sm">
        {person.website}
      </Anchor>,
    );
  }
  const socials = SOCIAL_NETWORKS.filter((n) => person.social_links?.[n]);

  return (
    <Stack gap="lg">
      <Card withBorder radius="md" padding={0} data-testid="profile-header">
        <Box
          h={120}
          aria-hidden
          style={{
            background:
              'linear-gradient(120deg, var(--mantine-primary-color-filled), var(--mantine-color-cyan-7))',
          }}
        />
        {/* only the picture overlaps the band: the name stays on the card's own colour */}
        <Group px="lg" pb="lg" gap="md" align="flex-start" justify="space-between" wrap="wrap">
          <Group gap="md" align="flex-start" wrap="nowrap" style={{ minWidth: 0 }}>
            <Avatar
              src={person.avatar || undefined}
              alt=""
              size={96}
              radius="md"
              color="brand"
              variant="filled"
              style={{
                border: '4px solid var(--mantine-color-body)',
                flexShrink: 0,
                marginTop: -48,
              }}
            >
              {person.name.slice(0, 1)}
            </Avatar>
            <Box pt="sm" style={{ minWidth: 0 }}>
              <Title
                order={2}
                size="h3"
                data-testid="profile-name"
                style={{ overflowWrap: 'anywhere' }}
              >
                {person.name}
              </Title>
              <Text size="sm" c="dimmed" data-testid="profile-username">
                @{person.username}
              </Text>
              <Group gap="xs" mt={4}>
                <Badge variant="light" data-testid="profile-role">
                  {t(`role.${person.role}`)}
                </Badge>
                <Badge variant="outline" color="gray" data-testid="profile-department">
                  {t(`department.${person.department ?? 'none'}`)}
                </Badge>
              </Group>
            </Box>
          </Group>
          <Button
            mt="sm"
            component={Link}
            to={SETTINGS}
            variant="light"
            leftSection={<IconSettings size={16} aria-hidden />}
            data-testid="profile-settings"
          >
            {t('profile.edit')}
          </Button>
        </Group>
      </Card>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Section
          title={t('profile.about')}
          empty={!account.about.trim()}
          emptyText={t('profile.about-empty')}
          tab="information"
          testId="profile-about"
        >
          <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {account.about}
          </Text>
        </Section>
        <Section
          title={t('profile.information')}
          empty={facts.length === 0}
          emptyText={t('profile.information-empty')}
          tab="information"
          testId="profile-information"
        >
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            {facts.map((fact) => (
              <Fact key={fact.key} label={fact.label} testId={`profile-${fact.key}`}>
                {fact.value}
              </Fact>
            ))}
          </SimpleGrid>
        </Section>
        <Section
          title={t('profile.social')}
          empty={socials.length === 0}
          emptyText={t('profile.social-empty')}
          tab="social"
          testId="profile-social"
        >
          <Stack gap="xs">
            {socials.map((n) => {
              const Icon = socialIcons[n];
              const value = person.social_links?.[n] ?? '';
              return (
                <Group key={n} gap="sm" wrap="nowrap" data-testid={`profile-social-${n}`}>
                  <Icon size={18} aria-hidden style={{ flexShrink: 0 }} />
                  <Text size="sm" fw={500} w={90} style={{ flexShrink: 0 }}>
                    {t(`social-network.${n}`)}
                  </Text>
                  {n === 'slack' ? (
                    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                      {value}
                    </Text>
                  ) : (
                    <Anchor
                      href={value}
                      target="_blank"
                      rel="noreferrer"
                      size="sm"
                      style={{ overflowWrap: 'anywhere' }}
                    >
                      {value}
                    </Anchor>
                  )}
                </Group>
              );
            })}
          </Stack>
        </Section>
      </SimpleGrid>
    </Stack>
  );
}
