import {
  Anchor,
  Avatar,
  Badge,
  Button,
  Card,
  Grid,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconList, IconPencil, IconTrash, IconUserPlus } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import type { Company } from '../../../../api/modules/companies/contract';
import { formatTrackingNumber } from '../../../../api/modules/shipments/contract-tracking-number';
import { roleAllows } from '../../../../api/contract/roles';
import { ConfirmModal } from '../../../components/confirm-modal';
import { LabelledValue } from '../../../components/labelled-value';
import { API_ERRORS_NS, apiErrorMessage } from '../../../lib/http/api-error-message';
import { useAuthState } from '../../../lib/session/auth-state';
import { prefetchWhenSignedIn } from '../../../lib/session/prefetch';
import { notify } from '../../../lib/ui/notify';
import { useDeleteCompany } from '../api/delete-company';
import { companyQueryOptions } from '../api/get-company';
import { useCompanyPeople } from '../api/get-company-people';
import { companyShipmentsQueryOptions, useCompanyShipments } from '../api/get-company-shipments';
import { CompanyLoader } from '../components/company-loader';
import { companyIdOf } from '../company-id';
import { useCompanyFormat } from '../format';

export function clientLoader({ params }: { params: { companyId?: string } }) {
  const id = companyIdOf(params.companyId);
  if (id !== null) {
    prefetchWhenSignedIn(companyQueryOptions(id), companyShipmentsQueryOptions(id));
  }
  return null;
}

/** A card of the page: its title (with what it counts) and its content. */
function Part({
  title,
  id,
  children,
  testId,
}: {
  title: ReactNode;
  id: string;
  children: ReactNode;
  testId: string;
}) {
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="section"
      aria-labelledby={id}
      data-testid={testId}
    >
      <Title order={3} size="h5" mb="sm" id={id}>
        {title}
      </Title>
      {children}
    </Card>
  );
}

function Details({ company }: { company: Company }) {
  const { t } = useTranslation('companies');
  const format = useCompanyFormat();
  return (
    <Part title={t('view.details')} id="company-details-title" testId="company-details">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <LabelledValue label={t('fields.address')} testId="company-address">
          {format.address(company.address).filter(Boolean).join('\n')}
        </LabelledValue>
        <LabelledValue label={t('fields.taxId')} testId="company-tax-id">
          {company.taxId}
        </LabelledValue>
        <LabelledValue label={t('fields.mailLanguage')} testId="company-mail-language">
          {t(`language.${company.mailLanguage}`)}
        </LabelledValue>
        <LabelledValue label={t('fields.created')} testId="company-created">
          {format.date(company.createdAt)}
        </LabelledValue>
      </SimpleGrid>
    </Part>
  );
}

function Contacts({ company }: { company: Company }) {
  const { t } = useTranslation('companies');
  return (
    <Part title={t('view.contacts')} id="company-contacts-title" testId="company-contacts">
      {company.contacts.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('view.no-contacts')}
        </Text>
      ) : (
        <SimpleGrid
          component="ul"
          cols={{ base: 1, sm: 2 }}
          spacing="md"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
        >
          {company.contacts.map((contact) => (
            <Stack component="li" gap={2} key={`${contact.name} ${contact.email}`}>
              <Text size="sm" fw={600}>
                {contact.name}
              </Text>
              {contact.role && (
                <Text size="xs" c="dimmed">
                  {contact.role}
                </Text>
              )}
              <Anchor
                href={`mailto:${contact.email}`}
                size="sm"
                style={{ overflowWrap: 'anywhere' }}
              >
                {contact.email}
              </Anchor>
              {contact.phone && (
                <Anchor href={`tel:${contact.phone}`} size="sm">
                  {contact.phone}
                </Anchor>
              )}
            </Stack>
          ))}
        </SimpleGrid>
      )}
    </Part>
  );
}

/** How many of the company's newest bookings its page lists. */
const SHIPMENTS_SHOWN = 5;

/** The company's newest bookings and how many in all; the shipments list shows the rest. */
function Shipments({ company }: { company: Company }) {
  const { t } = useTranslation(['companies', API_ERRORS_NS]);
  const format = useCompanyFormat();
  const shipments = useCompanyShipments(company.id);
  const total = shipments.data?.total;
  return (
    <Part
      title={
        total === undefined ? t('view.shipments') : t('view.shipments-count', { count: total })
      }
      id="company-shipments-title"
      testId="company-shipments"
    >
      {shipments.isPending ? (
        <Loader size="sm" aria-label={t('list.loading')} />
      ) : shipments.isError ? (
        <Text size="sm" c="red" role="alert">
          {apiErrorMessage(t, shipments.error)}
        </Text>
      ) : shipments.data.items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('view.no-shipments')}
        </Text>
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {shipments.data.items.slice(0, SHIPMENTS_SHOWN).map((shipment) => (
            <Stack component="li" key={shipment.id} gap={0}>
              <Anchor
                component={Link}
                to={`/apps/shipments/${shipment.id}`}
                size="sm"
                fw={600}
                ff="monospace"
                style={{ whiteSpace: 'nowrap', alignSelf: 'flex-start' }}
                data-testid="company-shipment"
              >
                {formatTrackingNumber(shipment.trackingNumber)}
              </Anchor>
              <Text size="xs" c="dimmed">
                {t('view.shipment-route', {
                  origin: shipment.origin.name,
                  destination: shipment.destination.name,
                  date: format.date(shipment.estimatedArrival),
                })}
              </Text>
            </Stack>
          ))}
        </Stack>
      )}
      <Button
        component={Link}
        to={`/apps/shipments?company=${company.id}`}
        variant="light"
        mt="md"
        leftSection={<IconList size={16} aria-hidden />}
        data-testid="company-shipments-link"
      >
        {t('view.all-shipments')}
      </Button>
    </Part>
  );
}

/**
 * The people list's add form with this company set (`?invite=<companyId>`, the people screens'
 * address): a cancel there comes back here.
 */
const invitePath = (companyId: number) => `/apps/user/user-list?invite=${companyId}`;

/** The company's people: customers who follow its shipments in the portal. */
function People({ company }: { company: Company }) {
  const { t } = useTranslation(['companies', API_ERRORS_NS]);
  const people = useCompanyPeople(company.id);
  const { pathname } = useLocation();
  return (
    <Part
      title={people.data ? t('view.people-count', { count: people.data.length }) : t('view.people')}
      id="company-people-title"
      testId="company-people"
    >
      {people.isPending ? (
        <Loader size="sm" aria-label={t('list.loading')} />
      ) : people.isError ? (
        <Text size="sm" c="red" role="alert">
          {apiErrorMessage(t, people.error)}
        </Text>
      ) : people.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('view.no-people')}
        </Text>
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {people.data.map((person) => (
            <Group component="li" key={person.id} gap="sm" wrap="nowrap">
              <Avatar src={person.avatar || undefined} alt="" size="sm" radius="xl">
                {person.name.slice(0, 1)}
              </Avatar>
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Anchor
                  component={Link}
                  to={`/apps/user/user-view/${person.id}`}
                  size="sm"
                  fw={600}
                  data-testid="company-person"
                >
                  {person.name}
                </Anchor>
                <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {person.email}
                </Text>
              </Stack>
              {person.status !== 'active' && (
                <Badge variant="light" color="gray" ml="auto" style={{ flex: 'none' }}>
                  {t(`person-status.${person.status}`)}
                </Badge>
              )}
            </Group>
          ))}
        </Stack>
      )}
      <Text size="sm" c="dimmed" mt="md">
        {t('view.invite-hint')}
      </Text>
      <Button
        component={Link}
        to={invitePath(company.id)}
        state={{ from: pathname }}
        variant="light"
        mt="sm"
        leftSection={<IconUserPlus size={16} aria-hidden />}
        data-testid="invite-person"
      >
        {t('view.invite')}
      </Button>
    </Part>
  );
}

function CompanyPage({ company }: { company: Company }) {
  const { t } = useTranslation(['companies', API_ERRORS_NS]);
  const navigate = useNavigate();
  const format = useCompanyFormat();
  const isAdmin = roleAllows('admin', useAuthState().role);
  const remove = useDeleteCompany();
  const [deleting, setDeleting] = useState(false);
  const close = () => {
    remove.reset();
    setDeleting(false);
  };

  return (
    <Stack gap="lg" data-testid="company-screen" data-company-id={company.id}>
      <Card withBorder radius="md" padding="lg">
        <Group justify="space-between" align="flex-start" gap="md">
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Title order={2} size="h3" data-testid="company-title">
              {company.name}
            </Title>
            <Text size="sm" c="dimmed">
              {t('list.place', {
                city: company.address.city,
                country: format.country(company.address.countryCode),
              })}
            </Text>
          </Stack>
          <Group gap="xs">
            <Button
              variant="default"
              component={Link}
              to={`/apps/companies/${company.id}/edit`}
              leftSection={<IconPencil size={18} aria-hidden />}
              data-testid="edit-company"
            >
              {t('view.edit')}
            </Button>
            {isAdmin && (
              <Button
                variant="light"
                color="red"
                leftSection={<IconTrash size={18} aria-hidden />}
                onClick={() => setDeleting(true)}
                data-testid="delete-company"
              >
                {t('view.delete')}
              </Button>
            )}
          </Group>
        </Group>
      </Card>

      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <Stack gap="lg">
            <Details company={company} />
            <Contacts company={company} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <Stack gap="lg">
            <Shipments company={company} />
            <People company={company} />
          </Stack>
        </Grid.Col>
      </Grid>

      <ConfirmModal
        opened={deleting}
        title={t('delete.title')}
        message={t('delete.message', { name: company.name })}
        confirmLabel={t('delete.confirm')}
        cancelLabel={t('actions.keep')}
        busy={remove.isPending}
        error={remove.error}
        onClose={close}
        onConfirm={() =>
          remove.mutate(company.id, {
            onSuccess: () => {
              notify('success', t('delete.done', { name: company.name }));
              void navigate('/apps/companies');
            },
          })
        }
        testId="delete-dialog"
      />
    </Stack>
  );
}

/**
 * /apps/companies/:companyId (the staff Companies app): the company's details and contacts, its
 * newest shipments and its people; staff edit it, admins delete one nothing belongs to any more.
 */
export default function CompanyViewScreen() {
  return <CompanyLoader>{(company) => <CompanyPage company={company} />}</CompanyLoader>;
}
