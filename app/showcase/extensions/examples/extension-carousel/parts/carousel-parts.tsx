/**
 * What the carousel examples share around Mantine's Carousel: the selected slide and the number
 * of positions read from Embla, the indicators as named buttons, the status "Slide n of m" and
 * the names of the controls, all in the reader's language.
 */
import { Carousel } from '@mantine/carousel';
import { Group, Text, Title, UnstyledButton } from '@mantine/core';
import type { EmblaCarouselType } from 'embla-carousel';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './carousel.module.css';
import { NAMESPACE, SERVICES } from './services';

export { classes };

/** Embla's API, the selected position and how many positions there are (they change on resize). */
export function useCarouselState() {
  const [embla, setEmbla] = useState<EmblaCarouselType | null>(null);
  const [selected, setSelected] = useState(0);
  const [count, setCount] = useState(0);
  useEffect(() => {
    if (!embla) return;
    const read = () => {
      setSelected(embla.selectedScrollSnap());
      setCount(embla.scrollSnapList().length);
    };
    read();
    embla.on('select', read).on('reInit', read);
    return () => {
      embla.off('select', read).off('reInit', read);
    };
  }, [embla]);
  const scrollTo = useCallback((index: number) => embla?.scrollTo(index), [embla]);
  return { embla, setEmbla, selected, count, scrollTo };
}

/**
 * The props of every example's carousel: its parts named (the region, the controls, each slide
 * "n of m"), Embla's API handed over, the gap and the controls' size.
 */
export function useCarouselProps(
  label: string,
  slides: number,
  setEmbla: (embla: EmblaCarouselType) => void,
) {
  const { t } = useTranslation(NAMESPACE);
  return {
    carousel: {
      'aria-label': label,
      getEmblaApi: setEmbla,
      slideGap: 'md',
      controlSize: 32,
      previousControlProps: { 'aria-label': t('controls.previous') },
      nextControlProps: { 'aria-label': t('controls.next') },
      classNames: { root: classes.root },
      tabIndex: 0,
    },
    slide: (index: number) => ({
      'aria-label': t('controls.slide', { n: index + 1, total: slides }),
    }),
  };
}

/** One named button per position; the current one is marked with aria-current. */
export function Indicators({
  count,
  selected,
  onSelect,
  name,
}: {
  count: number;
  selected: number;
  onSelect: (index: number) => void;
  /** the name of the slide at a position, said after "Show slide n of m" */
  name?: (index: number) => string;
}) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Group
      gap={4}
      role="group"
      aria-label={t('controls.indicators')}
      data-testid="carousel-indicators"
    >
      {Array.from({ length: count }, (_, index) => (
        <UnstyledButton
          key={index}
          className={classes.indicator}
          aria-label={
            name
              ? t('controls.goToNamed', { n: index + 1, total: count, name: name(index) })
              : t('controls.goTo', { n: index + 1, total: count })
          }
          aria-current={index === selected ? 'true' : undefined}
          onClick={() => onSelect(index)}
        />
      ))}
    </Group>
  );
}

/**
 * "Slide 2 of 5: Air freight", seen and announced. While the carousel turns by itself it is not
 * announced (aria-live off), so that a screen reader is not interrupted every few seconds.
 */
export function SlideStatus({
  selected,
  count,
  name,
  announce = true,
  testId,
}: {
  selected: number;
  count: number;
  name?: string;
  announce?: boolean;
  testId?: string;
}) {
  const { t } = useTranslation(NAMESPACE);
  if (count === 0) return null;
  const n = selected + 1;
  return (
    <Text size="sm" aria-live={announce ? 'polite' : 'off'} aria-atomic data-testid={testId}>
      {name
        ? t('controls.currentNamed', { n, total: count, name })
        : t('controls.current', { n, total: count })}
    </Text>
  );
}

/** A service's illustration, name and few words: the content of one slide. */
function ServiceSlide({ service, image }: { service: string; image: string }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <>
      <img src={image} alt="" className={classes.image} width={320} height={180} />
      <Title order={3} size="h4" mt="sm">
        {t(`service.${service}.name`)}
      </Title>
      <Text size="sm">{t(`service.${service}.text`)}</Text>
    </>
  );
}

/** One slide per service (an array: the carousel counts its children). */
export function serviceSlides(slide: (index: number) => { 'aria-label': string }) {
  return SERVICES.map(({ key, image }, index) => (
    <Carousel.Slide key={key} {...slide(index)}>
      <ServiceSlide service={key} image={image} />
    </Carousel.Slide>
  ));
}
