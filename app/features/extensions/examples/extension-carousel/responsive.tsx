import { Carousel } from '@mantine/carousel';
import { Badge, Card, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { intlLocale } from '../../locale';
import {
  Indicators,
  SlideStatus,
  useCarouselProps,
  useCarouselState,
} from './parts/carousel-parts';
import { NAMESPACE } from './parts/services';

/** This week's calls of the company's booked vessels (arrival in UTC, fixed for the example). */
const PORT_CALLS = [
  { port: 'Laem Chabang', vessel: 'MSC Aurora', arrival: '2026-03-16T06:00:00Z', late: false },
  { port: 'Singapore', vessel: 'Maersk Kinloss', arrival: '2026-03-16T21:30:00Z', late: true },
  { port: 'Port Klang', vessel: 'CMA CGM Rhone', arrival: '2026-03-17T08:15:00Z', late: false },
  { port: 'Hong Kong', vessel: 'Ever Ace', arrival: '2026-03-18T13:00:00Z', late: false },
  { port: 'Shanghai', vessel: 'COSCO Pride', arrival: '2026-03-19T02:45:00Z', late: true },
  { port: 'Busan', vessel: 'HMM Algeciras', arrival: '2026-03-20T10:30:00Z', late: false },
];

/**
 * Several slides at once where there is room: one on a phone, two from 480 px, three from 720 px
 * of the card's own width (container queries), moved one position at a time.
 */
export default function CarouselResponsive() {
  const { t, i18n } = useTranslation(NAMESPACE);
  const { setEmbla, selected, count, scrollTo } = useCarouselState();
  const props = useCarouselProps(t('responsive.label'), PORT_CALLS.length, setEmbla);
  const arrival = new Intl.DateTimeFormat(intlLocale(i18n.language), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  });
  return (
    <Stack gap="xs">
      <Carousel
        {...props.carousel}
        type="container"
        slideSize={{ base: '100%', '480px': '50%', '720px': '33.3333%' }}
        emblaOptions={{ align: 'start', slidesToScroll: 1 }}
        data-testid="carousel-responsive"
      >
        {PORT_CALLS.map((call, index) => (
          <Carousel.Slide key={call.vessel} {...props.slide(index)}>
            <Card withBorder padding="md" h="100%">
              <Title order={3} size="h5">
                {call.port}
              </Title>
              <Text size="sm">{t('responsive.vessel', { vessel: call.vessel })}</Text>
              <Text size="sm">
                {t('responsive.arrival', { time: arrival.format(new Date(call.arrival)) })}
              </Text>
              <Badge mt="xs" variant="filled" color={call.late ? 'red.9' : 'teal.9'}>
                {call.late ? t('responsive.late') : t('responsive.onTime')}
              </Badge>
            </Card>
          </Carousel.Slide>
        ))}
      </Carousel>
      <SlideStatus selected={selected} count={count} />
      <Indicators count={count} selected={selected} onSelect={scrollTo} />
    </Stack>
  );
}
