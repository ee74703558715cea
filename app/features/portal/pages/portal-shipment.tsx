import { Anchor, Card, Grid, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { PortalShipment } from '../../../../api/modules/portal/contract';
import { formatTrackingNumber } from '../../../../api/modules/shipments/contract-tracking-number';
import { getAuthState, roleAllows } from '../../../lib/session/auth-state';
import { prefetchWhenSignedIn } from '../../../lib/session/prefetch';
import { portalCompanyQueryOptions, usePortalCompany } from '../api/get-portal-company';
import { portalShipmentQueryOptions, usePortalShipment } from '../api/get-portal-shipment';
import { portalShipmentDocumentsQueryOptions } from '../api/get-portal-shipment-documents';
import { ArrivalHistory } from '../components/arrival-history';
import {
  isNotFound,
  PortalFailure,
  PortalLoading,
  PortalState,
  StaffNotice,
  useIsStaff,
} from '../components/portal-gate';
import { PortalDocuments } from '../components/portal-documents';
import { PortalTimeline } from '../components/portal-timeline';
import { RouteProgress } from '../components/route-progress';
import { PortalStatus } from '../components/status-badge';
import { usePortalFormat } from '../format';
import { usePortalLive } from '../live';
import { PORTAL_PATH, portalShipmentIdOf } from '../paths';

export function clientLoader({ params }: { params: { shipmentId?: string } }) {
  const id = portalShipmentIdOf(params.shipmentId);
  if (id === null || roleAllows('editor', getAuthState().serverRole)) return null;
  prefetchWhenSignedIn(
    portalCompanyQueryOptions(),
    portalShipmentQueryOptions(id),
    portalShipmentDocumentsQueryOptions(id),
  );
  return null;
}

function BackLink() {
  const { t } = useTranslation('portal');
  return (
    <Anchor component={Link} to={PORTAL_PATH} size="sm" data-testid="portal-back">
      <Group gap={4} component="span" wrap="nowrap">
        <IconArrowLeft size={16} aria-hidden />
        {t('detail.back')}
      </Group>
    </Anchor>
  );
}

/** A term and its value (the facts are a description list). */
function Fact({ term, children, testId }: { term: string; children: ReactNode; testId?: string }) {
  return (
    <div>
      <Text component="dt" size="xs" c="dimmed">
        {term}
      </Text>
      <Text component="dd" size="sm" m={0} fw={500} data-testid={testId}>
        {children}
      </Text>
    </div>
  );
}

/** A titled card of the page, a landmark named by its title. */
function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={id}>
      <Title order={3} size="h5" mb="md" id={id}>
        {title}
      </Title>
      {children}
    </Card>
  );
}

function ShipmentPage({ shipment }: { shipment: PortalShipment }) {
  const { t } = useTranslation(['portal', 'shipments']);
  const format = usePortalFormat();
  const company = usePortalCompany();
  const canceled = shipment.canceledAt !== null;
  return (
    <Stack gap="lg" data-testid="portal-shipment" data-shipment-id={shipment.id}>
      <BackLink />
      <Card withBorder radius="md" padding="lg">
        <Group justify="space-between" align="flex-start" gap="md" mb="lg">
          <Stack gap={4}>
            <Text size="xs" c="dimmed">
              {t('detail.number')}
            </Text>
            <Title order={2} size="h3" ff="monospace" data-testid="portal-tracking-number">
              {formatTrackingNumber(shipment.trackingNumber)}
            </Title>
            <Text size="sm" c="dimmed" data-testid="portal-company">
              {company.data?.name ?? '\u00a0'}
            </Text>
          </Stack>
          <PortalStatus status={shipment.status} canceled={canceled} />
        </Group>
        <RouteProgress shipment={shipment} />
        <SimpleGrid component="dl" cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" mt="lg" mb={0}>
          <Fact term={t('detail.arrival')} testId="portal-eta">
            {canceled
              ? t('detail.canceled-on', { date: format.dateTime(shipment.canceledAt!) })
              : format.dateTime(shipment.estimatedArrival)}
          </Fact>
          <Fact term={t('detail.departure')}>{format.dateTime(shipment.plannedDeparture)}</Fact>
          <Fact term={t('detail.shipper')}>{shipment.shipper.name}</Fact>
          <Fact term={t('detail.consignee')}>{shipment.consignee.name}</Fact>
        </SimpleGrid>
      </Card>

      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <Section id="portal-timeline-title" title={t('detail.timeline')}>
            <Text size="xs" c="dimmed" mb="md" data-testid="portal-zone">
              {t('detail.zone', { zone: format.zone() })}
            </Text>
            <PortalTimeline events={shipment.events} />
          </Section>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <Stack gap="lg">
            <Section id="portal-documents-title" title={t('documents.title')}>
              <PortalDocuments shipmentId={shipment.id} />
            </Section>
            <Section id="portal-arrivals-title" title={t('detail.arrivals')}>
              <ArrivalHistory history={shipment.arrivalHistory} />
            </Section>
            <Section id="portal-cargo-title" title={t('detail.cargo')}>
              <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="sm" m={0}>
                <Fact term={t('shipments:fields.description')}>{shipment.cargo.description}</Fact>
                <Fact term={t('shipments:fields.pieces')}>
                  {format.count(shipment.cargo.pieces)}
                </Fact>
                <Fact term={t('shipments:fields.weight')}>
                  {format.weight(shipment.cargo.weightKg)}
                </Fact>
              </SimpleGrid>
            </Section>
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

/**
 * /portal/shipments/:shipmentId: one of the customer's company's shipments: its route and
 * progress, the estimated arrival and how it moved, the timeline on the reader's clock, and its
 * documents to download (bills of lading, invoices, proofs of delivery). Another
 * company's shipment reads as no shipment (the API answers both alike).
 */
export default function PortalShipmentScreen() {
  return useIsStaff() ? <StaffNotice /> : <PortalShipmentLoader />;
}

function PortalShipmentLoader() {
  const { t } = useTranslation('portal');
  const id = portalShipmentIdOf(useParams().shipmentId);
  const shipment = usePortalShipment(id);
  usePortalLive();
  const notFound = (
    <Stack gap="lg">
      <BackLink />
      <PortalState
        title={t('detail.not-found')}
        hint={t('detail.not-found-hint')}
        testId="portal-not-found"
      />
    </Stack>
  );
  if (id === null) return notFound;
  if (shipment.isPending) return <PortalLoading />;
  if (shipment.isError) {
    if (isNotFound(shipment.error)) return notFound;
    return <PortalFailure error={shipment.error} retry={() => void shipment.refetch()} />;
  }
  return <ShipmentPage shipment={shipment.data} />;
}
