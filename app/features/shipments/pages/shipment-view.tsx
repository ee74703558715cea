import {
  Anchor,
  Avatar,
  Button,
  Card,
  CopyButton,
  Grid,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import {
  IconBan,
  IconCheck,
  IconCopy,
  IconExternalLink,
  IconPencil,
  IconPlus,
  IconTrash,
} from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { Party, Shipment } from '../../../../api/modules/shipments/contract';
import { formatTrackingNumber } from '../../../../api/modules/shipments/contract-tracking-number';
import { roleAllows } from '../../../../api/contract/roles';
import { API_ERRORS_NS } from '../../../lib/http/api-error-message';
import { useAuthState } from '../../../lib/session/auth-state';
import { useMoney } from '../../../lib/format/money';
import { notify } from '../../../lib/ui/notify';
import { prefetchWhenSignedIn } from '../../../lib/session/prefetch';
import { useCancelShipment } from '../api/cancel-shipment';
import { useDeleteShipment } from '../api/delete-shipment';
import { useCompany } from '../api/get-company';
import { shipmentQueryOptions } from '../api/get-shipment';
import { shipmentDocumentsQueryOptions } from '../api/get-shipment-documents';
import { AddEventModal } from '../components/add-event-modal';
import { ModeLabel, StatusBadge } from '../components/badges';
import { CanceledNotice } from '../components/canceled-notice';
import { DocumentsSection } from '../components/documents-section';
import { ConfirmModal } from '../../../components/confirm-modal';
import { RouteLine } from '../components/route-line';
import { ShipmentLoader } from '../components/shipment-loader';
import { ShipmentTimeline } from '../components/timeline';
import { useShipmentFormat } from '../format';
import { shipmentIdOf } from '../shipment-id';

export function clientLoader({ params }: { params: { shipmentId?: string } }) {
  const id = shipmentIdOf(params.shipmentId);
  if (id !== null) {
    prefetchWhenSignedIn(shipmentQueryOptions(id), shipmentDocumentsQueryOptions(id));
  }
  return null;
}

/** A term and its value (the details are a description list). */
function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" size="xs" c="dimmed">
        {term}
      </Text>
      <Text component="dd" size="sm" m={0} fw={500}>
        {children}
      </Text>
    </div>
  );
}

function PartyCard({ title, party, testId }: { title: string; party: Party; testId: string }) {
  const { t } = useTranslation('shipments');
  return (
    <Card withBorder radius="md" padding="lg" data-testid={testId}>
      <Title order={3} size="h5" mb="sm">
        {title}
      </Title>
      <SimpleGrid component="dl" cols={1} spacing="xs" m={0}>
        <Detail term={t('fields.name')}>{party.name}</Detail>
        <Detail term={t('fields.contact-name')}>{party.contactName || '—'}</Detail>
        <Detail term={t('fields.phone')}>
          {party.phone ? <Anchor href={`tel:${party.phone}`}>{party.phone}</Anchor> : '—'}
        </Detail>
        <Detail term={t('fields.email')}>
          {party.email ? <Anchor href={`mailto:${party.email}`}>{party.email}</Anchor> : '—'}
        </Detail>
      </SimpleGrid>
    </Card>
  );
}

/** The customer company it belongs to, its name read from the Companies app's API. */
function CompanyDetail({ companyId }: { companyId: number | null }) {
  const { t } = useTranslation('shipments');
  const company = useCompany(companyId);
  if (companyId === null) return t('view.no-company');
  return (
    <Anchor
      component={Link}
      to={`/apps/companies/${companyId}`}
      size="sm"
      fw={500}
      data-testid="shipment-company"
    >
      {company.data?.name ?? t('view.company-n', { id: companyId })}
    </Anchor>
  );
}

function Details({ shipment }: { shipment: Shipment }) {
  const { t } = useTranslation('shipments');
  const format = useShipmentFormat();
  const money = useMoney();
  const { cargo } = shipment;
  return (
    <Card withBorder radius="md" padding="lg" data-testid="shipment-details">
      <Title order={3} size="h5" mb="sm">
        {t('view.details')}
      </Title>
      <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="sm" m={0}>
        <Detail term={t('fields.mode')}>
          <ModeLabel mode={shipment.mode} />
        </Detail>
        <Detail term={t('fields.operator')}>
          {shipment.operator ? (
            <Group gap="xs" wrap="nowrap" component="span">
              <Avatar src={shipment.operator.avatar || undefined} alt="" size="sm" radius="xl">
                {shipment.operator.name.slice(0, 1)}
              </Avatar>
              <span data-testid="shipment-operator">{shipment.operator.name}</span>
            </Group>
          ) : (
            t('view.no-operator')
          )}
        </Detail>
        <Detail term={t('fields.company')}>
          <CompanyDetail companyId={shipment.companyId} />
        </Detail>
        <Detail term={t('fields.description')}>{cargo.description}</Detail>
        <Detail term={t('fields.pieces')}>{format.count(cargo.pieces)}</Detail>
        <Detail term={t('fields.weight')}>{format.weight(cargo.weightKg)}</Detail>
        <Detail term={t('fields.containers')}>{format.count(cargo.containers)}</Detail>
        <Detail term={t('fields.value')}>
          {cargo.valueBaht === null ? t('view.no-value') : money.baht(cargo.valueBaht)}
        </Detail>
        <Detail term={t('fields.booked-at')}>{format.dateTime(shipment.bookedAt)}</Detail>
        <Detail term={t('fields.planned-departure')}>
          {format.dateTime(shipment.plannedDeparture)}
        </Detail>
        <Detail term={t('fields.estimated-arrival')}>
          <span data-testid="shipment-eta">{format.dateTime(shipment.estimatedArrival)}</span>
        </Detail>
      </SimpleGrid>
    </Card>
  );
}

type Dialog = 'event' | 'cancel' | 'delete' | null;

function ShipmentPage({ shipment }: { shipment: Shipment }) {
  const { t } = useTranslation(['shipments', API_ERRORS_NS]);
  const navigate = useNavigate();
  const isAdmin = roleAllows('admin', useAuthState().role);
  const cancel = useCancelShipment();
  const remove = useDeleteShipment();
  const [dialog, setDialog] = useState<Dialog>(null);
  const canceled = shipment.canceledAt !== null;
  const number = formatTrackingNumber(shipment.trackingNumber);
  const close = () => {
    cancel.reset();
    remove.reset();
    setDialog(null);
  };

  return (
    <Stack gap="lg" data-testid="shipment-screen" data-shipment-id={shipment.id}>
      <Card withBorder radius="md" padding="lg">
        <Group justify="space-between" align="flex-start" gap="md">
          <Stack gap={6}>
            <Text size="xs" c="dimmed">
              {t('fields.tracking-number')}
            </Text>
            <Group gap="xs">
              <Title
                order={2}
                size="h3"
                ff="monospace"
                style={{ whiteSpace: 'nowrap' }}
                data-testid="tracking-number"
              >
                {number}
              </Title>
              <CopyButton value={shipment.trackingNumber}>
                {({ copied, copy }) => (
                  <Button
                    variant="subtle"
                    size="compact-sm"
                    onClick={copy}
                    leftSection={
                      copied ? (
                        <IconCheck size={16} aria-hidden />
                      ) : (
                        <IconCopy size={16} aria-hidden />
                      )
                    }
                    data-testid="copy-number"
                  >
                    {copied ? t('view.copied') : t('view.copy')}
                  </Button>
                )}
              </CopyButton>
            </Group>
            <Group gap="sm">
              <StatusBadge status={shipment.status} canceled={canceled} />
              <Anchor
                href={`/track/${shipment.trackingNumber}`}
                target="_blank"
                size="sm"
                data-testid="public-link"
              >
                <Group gap={4} component="span" wrap="nowrap">
                  {t('view.public-page')}
                  <IconExternalLink size={14} aria-label={t('view.new-tab')} />
                </Group>
              </Anchor>
            </Group>
          </Stack>
          <Group gap="xs">
            {!canceled && (
              <>
                <Button
                  leftSection={<IconPlus size={18} aria-hidden />}
                  onClick={() => setDialog('event')}
                  data-testid="add-event"
                >
                  {t('view.add-event')}
                </Button>
                <Button
                  variant="default"
                  component={Link}
                  to={`/apps/shipments/${shipment.id}/edit`}
                  leftSection={<IconPencil size={18} aria-hidden />}
                  data-testid="edit-shipment"
                >
                  {t('view.edit')}
                </Button>
                <Button
                  variant="default"
                  color="red"
                  leftSection={<IconBan size={18} aria-hidden />}
                  onClick={() => setDialog('cancel')}
                  data-testid="cancel-shipment"
                >
                  {t('view.cancel')}
                </Button>
              </>
            )}
            {isAdmin && (
              <Button
                variant="light"
                color="red"
                leftSection={<IconTrash size={18} aria-hidden />}
                onClick={() => setDialog('delete')}
                data-testid="delete-shipment"
              >
                {t('view.delete')}
              </Button>
            )}
          </Group>
        </Group>
        {canceled && (
          <Stack mt="md">
            <CanceledNotice shipment={shipment} link={false} />
          </Stack>
        )}
        <Stack mt="lg">
          <RouteLine
            mode={shipment.mode}
            origin={shipment.origin}
            destination={shipment.destination}
            progress={shipment.progress}
            canceled={canceled}
          />
        </Stack>
      </Card>

      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <Stack gap="lg">
            <Details shipment={shipment} />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
              <PartyCard title={t('view.shipper')} party={shipment.shipper} testId="shipper" />
              <PartyCard
                title={t('view.consignee')}
                party={shipment.consignee}
                testId="consignee"
              />
            </SimpleGrid>
            <DocumentsSection shipment={shipment} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <Card
            withBorder
            radius="md"
            padding="lg"
            component="section"
            aria-labelledby="timeline-title"
          >
            <Title order={3} size="h5" mb="md" id="timeline-title">
              {t('view.timeline')}
            </Title>
            <ShipmentTimeline events={shipment.events} />
          </Card>
        </Grid.Col>
      </Grid>

      {dialog === 'event' && <AddEventModal shipment={shipment} opened onClose={close} />}
      <ConfirmModal
        opened={dialog === 'cancel'}
        title={t('cancel.title')}
        message={t('cancel.message', { number })}
        confirmLabel={t('cancel.confirm')}
        cancelLabel={t('actions.keep')}
        busy={cancel.isPending}
        error={cancel.error}
        onClose={close}
        onConfirm={() =>
          cancel.mutate(shipment.id, {
            onSuccess: () => {
              notify('success', t('cancel.done', { number }));
              close();
            },
          })
        }
        testId="cancel-dialog"
      />
      <ConfirmModal
        opened={dialog === 'delete'}
        title={t('delete.title')}
        message={t('delete.message', { number })}
        confirmLabel={t('delete.confirm')}
        cancelLabel={t('actions.keep')}
        busy={remove.isPending}
        error={remove.error}
        onClose={close}
        onConfirm={() =>
          remove.mutate(shipment.id, {
            onSuccess: () => {
              notify('success', t('delete.done', { number }));
              void navigate('/apps/shipments');
            },
          })
        }
        testId="delete-dialog"
      />
    </Stack>
  );
}

/**
 * /apps/shipments/:shipmentId (the staff Shipments app, docs/decisions/0066): the shipment's
 * details, its route and timeline, its documents; staff add events and documents, edit and cancel
 * it; admins delete it and its documents.
 */
export default function ShipmentViewScreen() {
  return <ShipmentLoader>{(shipment) => <ShipmentPage shipment={shipment} />}</ShipmentLoader>;
}
