import { Carousel } from '@mantine/carousel';
import { Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  Indicators,
  serviceSlides,
  SlideStatus,
  useCarouselProps,
  useCarouselState,
} from './parts/carousel-parts';
import { NAMESPACE, SERVICES } from './parts/services';

/**
 * The company's services, one slide each, with previous and next buttons and indicators below.
 * The arrow keys move the slides once the carousel has the focus.
 */
export default function CarouselServices() {
  const { t } = useTranslation(NAMESPACE);
  const { setEmbla, selected, count, scrollTo } = useCarouselState();
  const props = useCarouselProps(t('services.label'), SERVICES.length, setEmbla);
  const name = (index: number) => t(`service.${SERVICES[index]?.key}.name`);
  return (
    <Stack gap="xs">
      <Carousel {...props.carousel} data-testid="carousel-services">
        {serviceSlides(props.slide)}
      </Carousel>
      <Group justify="space-between" gap="xs">
        <SlideStatus
          selected={selected}
          count={count}
          name={name(selected)}
          testId="carousel-services-status"
        />
        <Indicators count={count} selected={selected} onSelect={scrollTo} name={name} />
      </Group>
    </Stack>
  );
}
