import { APIProvider, InfoWindow, Map, Marker, useMarkerRef } from '@vis.gl/react-google-maps';
import { Alert, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Office } from '../../../brand';
import { htmlLangOf } from '../../../lib/i18n/languages';
import { googleMapsApiKey, googleMapsMapId } from '../google-maps-config';
import { officeBounds, offices } from '../offices';
import { OfficeAddress } from './office-address';

/**
 * The Google map with a marker per office; loaded lazily (React.lazy) and only when a key is
 * configured, so without one neither this code nor Google's is fetched. Plain markers need no
 * map id; a marker with a title is a focusable button in Google's map (Enter opens it).
 */
export default function OfficeMap() {
  const { t, i18n } = useTranslation('maps');
  const [open, setOpen] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  // a wrong or restricted key, or no network: said in words, the office list stays below
  if (failed) {
    return (
      <Alert role="alert" color="red" m="md" data-testid="map-load-failed">
        {t('map.loadFailed')}
      </Alert>
    );
  }
  return (
    <APIProvider
      apiKey={googleMapsApiKey}
      language={htmlLangOf(i18n.language)}
      onError={() => setFailed(true)}
    >
      <Map
        defaultBounds={{ ...officeBounds(offices), padding: 40 }}
        mapId={googleMapsMapId}
        gestureHandling="cooperative"
        style={{ width: '100%', height: '100%' }}
      >
        {offices.map((office) => (
          <OfficeMarker
            key={office.id}
            office={office}
            open={open === office.id}
            onOpen={() => setOpen(office.id)}
            onClose={() => setOpen(null)}
          />
        ))}
      </Map>
    </APIProvider>
  );
}

function OfficeMarker(props: {
  office: Office;
  open: boolean;
  onOpen: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('maps');
  const [ref, marker] = useMarkerRef();
  const { office } = props;
  return (
    <>
      <Marker
        ref={ref}
        position={{ lat: office.lat, lng: office.lon }}
        title={t('map.markerLabel', { city: office.city, kind: t(`kinds.${office.kind}`) })}
        onClick={props.onOpen}
      />
      {props.open && (
        <InfoWindow
          anchor={marker}
          onClose={props.onClose}
          headerContent={
            <Title order={3} size="h5">
              {office.city}
            </Title>
          }
        >
          <OfficeAddress office={office} />
        </InfoWindow>
      )}
    </>
  );
}
