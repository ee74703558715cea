import { Carousel } from '@mantine/carousel';
import { ActionIcon, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
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
 * Several slides at once where there is room: one on a phone, two from 380 px, three from 600 px
 * of the carousel's own width (container queries), moved one position at a time. The previous
 * and next buttons sit below, so that they cover no card.
 */
export default function CarouselResponsive() {
  const { t, i18n } = useTranslation(NAMESPACE);
  const { embla, setEmbla, selected, count, scrollTo } = useCarouselState();
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
        slideSize={{ base: '100%', '380px': '50%', '600px': '33.3333%' }}
        withControls={false}
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
      <Group justify="space-between" gap="xs">
        <Indicators count={count} selected={selected} onSelect={scrollTo} />
        <Group gap="xs">
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={t('controls.previous')}
            disabled={selected === 0}
            onClick={() => embla?.scrollPrev()}
          >
            <IconChevronLeft size={18} aria-hidden />
          </ActionIcon>
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={t('controls.next')}
            disabled={count === 0 || selected === count - 1}
            onClick={() => embla?.scrollNext()}
          >
            <IconChevronRight size={18} aria-hidden />
          </ActionIcon>
        </Group>
      </Group>
    </Stack>
  );
}
