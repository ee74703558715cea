import {
  Anchor,
  Avatar,
  Badge,
  Button,
  Card,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconMailForward, IconPencil, IconUserOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  SOCIAL_NETWORKS,
  type ManagedUser,
} from '../../../../api/modules/user-management/contract';
import { socialIcons } from '../../../components/person-fields/social-icons';
import { PersonScreen, prefetchPerson } from '../components/person-screen';
import { LabelledValue } from '../../../components/labelled-value';
import { DeactivatePersonModal } from '../components/deactivate-person-modal';
import { noPermissions, PermissionGrid } from '../components/permission-grid';
import { useCompanyNames } from '../api/get-company';
import { useSendInvitation } from '../api/send-invitation';
import { notify } from '../../../lib/ui/notify';
import { API_ERRORS_NS, apiErrorMessage } from '../../../lib/http/api-error-message';
import { RoleBadge, StatusBadge, Verified } from '../components/status-badges';
import { useIsAdmin } from '../use-is-admin';

export const clientLoader = prefetchPerson;

/**
 * /apps/user/user-view/:userId (docs/product.md section 3.7): the person's card, the details they
 * have (a dash for the rest), their social links and the permission grid; edit and deactivate for
 * admins; the invitation again for a customer of a company (staff) or anyone (admins).
 */
export default function UserViewScreen() {
  return (
    <PersonScreen testId="user-view-screen">
      {(person) => <PersonDetails person={person} />}
    </PersonScreen>
  );
}

/**
 * "Send the invitation again" (a lost mail, an expired link): a new link to choose a password.
 * The notification says what became of the mail.
 */
function ResendInvitation({ person }: { person: ManagedUser }) {
  const { t } = useTranslation(['people', API_ERRORS_NS]);
  const send = useSendInvitation();
  const resend = () =>
    send.mutate(person.id, {
      onSuccess: ({ invitation }) => {
        const tone = invitation === 'sent' || invitation === 'logged' ? 'success' : 'warning';
        notify(
          tone,
          t('resend.title'),
          t(`resend.${invitation}`, { email: person.email }),
          tone === 'warning' ? false : undefined,
        );
      },
      onError: (error) => notify('error', t('resend.title'), apiErrorMessage(t, error)),
    });
  return (
    <Button
      variant="default"
      leftSection={<IconMailForward size={16} aria-hidden />}
      onClick={resend}
      loading={send.isPending}
      data-testid="resend-invitation"
    >
      {t('resend.button')}
    </Button>
  );
}

function PersonDetails({ person }: { person: ManagedUser }) {
  const { t, i18n } = useTranslation('people');
  const isAdmin = useIsAdmin();
  // staff invite a customer company's people again; an admin anyone (the API checks the same)
  const isCustomer = person.role === 'user' && person.companyId !== null;
  const mayResend = person.status === 'active' && person.email !== '' && (isAdmin || isCustomer);
  const [deactivating, setDeactivating] = useState(false);
  const location = person.location;
  const address = location
    ? [
        location.add_line_1,
        location.add_line_2,
        [location.post_code, location.city].filter(Boolean).join(' '),
        location.state,
        location.country,
      ]
        .filter(Boolean)
        .join(', ')
    : '';
  const dob = person.dob
    ? new Intl.DateTimeFormat(i18n.language === 'cn' ? 'zh-CN' : i18n.language, {
        dateStyle: 'long',
        timeZone: 'UTC',
      }).format(new Date(`${person.dob}T00:00:00Z`))
    : '';
  const socials = SOCIAL_NETWORKS.filter((network) => person.social_links?.[network]);
  const companyName = useCompanyNames([person.companyId]).get(person.companyId ?? 0);

  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <Card withBorder radius="md" padding="lg" data-testid="person-card">
          <Group gap="md" wrap="nowrap" align="flex-start" mb="md">
            <Avatar src={person.avatar || undefined} alt="" size={88} radius="md">
              {person.name.slice(0, 1)}
            </Avatar>
            <div style={{ minWidth: 0 }}>
              <Title order={2} size="h3" data-testid="person-name">
                {person.name}
              </Title>
              <Text c="dimmed" size="sm" data-testid="person-username">
                @{person.username}
              </Text>
              <Group gap="xs" mt="xs">
                <RoleBadge role={person.role} />
                <StatusBadge status={person.status} />
              </Group>
            </div>
          </Group>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <LabelledValue label={t('fields.email')} testId="person-email">
              <Anchor href={`mailto:${person.email}`} size="sm">
                {person.email}
              </Anchor>
            </LabelledValue>
            <LabelledValue label={t('fields.department')} testId="person-department">
              {t(`department.${person.department ?? 'none'}`)}
            </LabelledValue>
            <LabelledValue label={t('fields.verified')} testId="person-verified">
              <Verified value={person.is_verified} />
            </LabelledValue>
            <LabelledValue label={t('fields.country')} testId="person-country">
              {person.country}
            </LabelledValue>
            {person.role === 'user' && (
              <LabelledValue label={t('fields.company')} testId="person-company">
                {person.companyId !== null && (
                  <Anchor component={Link} to={`/apps/companies/${person.companyId}`} size="sm">
                    {companyName ?? t('company.n', { id: person.companyId })}
                  </Anchor>
                )}
              </LabelledValue>
            )}
          </SimpleGrid>
          {(isAdmin || mayResend) && (
            <Group mt="lg" gap="sm">
              {isAdmin && (
                <Button
                  component={Link}
                  to={`/apps/user/user-edit/${person.id}`}
                  leftSection={<IconPencil size={16} aria-hidden />}
                  data-testid="edit-person"
                >
                  {t('actions.edit')}
                </Button>
              )}
              {mayResend && <ResendInvitation person={person} />}
              {isAdmin && person.status !== 'deactivated' && (
                <Button
                  variant="default"
                  leftSection={
                    <IconUserOff size={16} color="var(--mantine-color-red-filled)" aria-hidden />
                  }
                  onClick={() => setDeactivating(true)}
                  data-testid="deactivate-person"
                >
                  {t('actions.deactivate')}
                </Button>
              )}
            </Group>
          )}
        </Card>

        <Card withBorder radius="md" padding="lg" data-testid="person-information">
          <Title order={2} size="h4" mb="md">
            {t('view.information')}
          </Title>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <LabelledValue label={t('fields.dob')} testId="person-dob">
              {dob}
            </LabelledValue>
            <LabelledValue label={t('fields.gender')} testId="person-gender">
              {person.gender && t(`gender.${person.gender}`)}
            </LabelledValue>
            <LabelledValue label={t('fields.mobile')} testId="person-mobile">
              {person.mobile}
            </LabelledValue>
            <LabelledValue label={t('fields.website')} testId="person-website">
              {person.website && (
                <Anchor href={person.website} target="_blank" rel="noreferrer" size="sm">
                  {person.website}
                </Anchor>
              )}
            </LabelledValue>
            <LabelledValue label={t('fields.languages')} testId="person-languages">
              {person.languages_known?.join(', ')}
            </LabelledValue>
            <LabelledValue label={t('fields.contact-options')} testId="person-contact">
              {person.contact_options?.map((o) => t(`contact.${o}`)).join(', ')}
            </LabelledValue>
          </SimpleGrid>
          <Stack mt="sm">
            <LabelledValue label={t('fields.address')} testId="person-address">
              {address}
            </LabelledValue>
          </Stack>
        </Card>
      </SimpleGrid>

      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <Card withBorder radius="md" padding="lg" data-testid="person-social">
          <Title order={2} size="h4" mb="md">
            {t('view.social')}
          </Title>
          {socials.length === 0 ? (
            <Text c="dimmed" size="sm">
              {t('view.no-social')}
            </Text>
          ) : (
            <Stack gap="xs">
              {socials.map((network) => {
                const Icon = socialIcons[network];
                const link = person.social_links?.[network] ?? '';
                const isUrl = /^https?:\/\//.test(link);
                return (
                  <Group key={network} gap="sm" wrap="nowrap">
                    <Icon size={20} style={{ flexShrink: 0 }} aria-hidden />
                    <Text size="sm" w={96} fw={500} style={{ flexShrink: 0 }}>
                      {t(`social.${network}`)}
                    </Text>
                    {isUrl ? (
                      <Anchor href={link} target="_blank" rel="noreferrer" size="sm" truncate>
                        {link}
                      </Anchor>
                    ) : (
                      <Text size="sm" truncate>
                        {link}
                      </Text>
                    )}
                  </Group>
                );
              })}
            </Stack>
          )}
        </Card>

        <Card withBorder radius="md" padding="lg">
          <Group justify="space-between" mb="md">
            <Title order={2} size="h4">
              {t('permissions.title')}
            </Title>
            {!person.permissions && (
              <Badge variant="light" color="gray">
                {t('permissions.none')}
              </Badge>
            )}
          </Group>
          <PermissionGrid value={person.permissions ?? noPermissions} />
        </Card>
      </SimpleGrid>

      <DeactivatePersonModal
        person={deactivating ? person : undefined}
        onClose={() => setDeactivating(false)}
      />
    </Stack>
  );
}
