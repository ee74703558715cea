import { Carousel } from '@mantine/carousel';
import { Button, Group, Stack } from '@mantine/core';
import { IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  Indicators,
  serviceSlides,
  SlideStatus,
  useCarouselProps,
  useCarouselState,
} from './parts/carousel-parts';
import { NAMESPACE, SERVICES } from './parts/services';
import { useAutoplay } from './parts/use-autoplay';

/** Long enough to read a slide (WCAG 2.2.1), short enough for a demonstration. */
const DELAY = 3000;

/**
 * Turns by itself every three seconds, round and round. It pauses while the pointer is over it or
 * the focus is in it, stops with the Pause button (WCAG 2.2.2), and does not start by itself when
 * the reader prefers reduced motion.
 */
export default function CarouselAutoplay() {
  const { t } = useTranslation(NAMESPACE);
  const { embla, setEmbla, selected, count, scrollTo } = useCarouselState();
  const autoplay = useAutoplay(embla, DELAY);
  const props = useCarouselProps(t('autoplay.label'), SERVICES.length, setEmbla);
  const name = (index: number) => t(`service.${SERVICES[index]?.key}.name`);
  return (
    <Stack gap="xs" {...autoplay.pauseProps} data-testid="carousel-autoplay-area">
      <Group justify="space-between" gap="xs">
        <Button
          variant="default"
          size="xs"
          leftSection={
            autoplay.playing ? (
              <IconPlayerPause size={16} aria-hidden />
            ) : (
              <IconPlayerPlay size={16} aria-hidden />
            )
          }
          onClick={autoplay.toggle}
          data-autoplay-toggle
          data-testid="carousel-autoplay-toggle"
        >
          {autoplay.playing ? t('controls.pause') : t('controls.play')}
        </Button>
        <SlideStatus
          selected={selected}
          count={count}
          name={name(selected)}
          announce={!autoplay.running}
          testId="carousel-autoplay-status"
        />
      </Group>
      <Carousel
        {...props.carousel}
        plugins={autoplay.plugins}
        emblaOptions={{ loop: true }}
        data-testid="carousel-autoplay"
      >
        {serviceSlides(props.slide)}
      </Carousel>
      <Indicators count={count} selected={selected} onSelect={scrollTo} name={name} />
    </Stack>
  );
}
