import { Alert, Card, Code, Skeleton, Stack, Text } from '@mantine/core';
import { IconMapPinOff } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { OfficeList } from '../components/office-list';
import { GOOGLE_MAPS_KEY_VARIABLE, googleMapsApiKey } from '../google-maps-config';
import classes from '../maps.module.css';

// @vis.gl/react-google-maps and Google's script load only with a key (the import is never run
// without one, so the chunk is not even fetched)
const OfficeMap = lazy(() => import('../components/office-map'));

/**
 * /charts-and-maps/maps/google-map (docs/product.md section 9, the Google Maps key): the company's
 * offices on a Google map with an info window each, when a key is configured (README, "Google Maps
 * key"); without one, a notice saying how to set it and the offices as a list, and no request to
 * Google.
 */
export default function GoogleMapScreen() {
  const { t } = useTranslation('maps');
  return (
    <Stack gap="lg" data-testid="google-map-screen">
      {googleMapsApiKey ? (
        <Card
          component="section"
          aria-label={t('map.label')}
          withBorder
          padding={0}
          className={classes.map}
          data-testid="google-map"
        >
          <Suspense fallback={<Skeleton h="100%" radius={0} />}>
            <OfficeMap />
          </Suspense>
        </Card>
      ) : (
        <Alert
          role="note"
          color="warning"
          variant="light"
          icon={<IconMapPinOff aria-hidden />}
          title={t('noKey.title')}
          data-testid="map-key-notice"
          classNames={{ title: classes.noticeText, message: classes.noticeText }}
        >
          <Text size="sm" className={classes.noticeText}>
            {t('noKey.text')}
          </Text>
          <Text size="sm" mt="xs" className={classes.noticeText}>
            <Trans
              t={t}
              i18nKey="noKey.howTo"
              values={{ variable: GOOGLE_MAPS_KEY_VARIABLE }}
              components={{ code: <Code data-testid="map-key-variable" /> }}
            />
          </Text>
        </Alert>
      )}
      <OfficeList />
    </Stack>
  );
}
