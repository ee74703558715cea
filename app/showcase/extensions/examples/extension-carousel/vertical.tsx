import { Carousel } from '@mantine/carousel';
import { Stack, Text, Title } from '@mantine/core';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Indicators,
  SlideStatus,
  useCarouselProps,
  useCarouselState,
} from './parts/carousel-parts';
import { NAMESPACE } from './parts/services';

/** The notices of the ports the company serves; `key` names `vertical.notices.<key>`. */
const NOTICES = ['berth', 'weather', 'customs', 'holiday'] as const;

/**
 * Vertical and endless: after the last notice comes the first again. The up and down arrows move
 * it as well as left and right.
 */
export default function CarouselVertical() {
  const { t } = useTranslation(NAMESPACE);
  const { embla, setEmbla, selected, count, scrollTo } = useCarouselState();
  const props = useCarouselProps(t('vertical.label'), NOTICES.length, setEmbla);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (event.key === 'ArrowDown') embla?.scrollNext();
      else embla?.scrollPrev();
    }
  };
  return (
    <Stack gap="xs">
      {/* the arrow keys reach here from the focused carousel or one of its buttons */}
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions */}
      <div onKeyDown={onKeyDown}>
        <Carousel
          {...props.carousel}
          orientation="vertical"
          height={170}
          emblaOptions={{ loop: true }}
          slideGap="sm"
          controlsOffset={4}
          // room above and below the slides for the controls, so that they cover no text
          styles={{ root: { paddingBlock: 40 } }}
          data-testid="carousel-vertical"
        >
          {NOTICES.map((key, index) => (
            <Carousel.Slide key={key} {...props.slide(index)}>
              <Stack gap={4} p="md" h="100%" bg="var(--mantine-color-default-hover)">
                <Title order={3} size="h5">
                  {t(`vertical.notices.${key}.title`)}
                </Title>
                <Text size="sm">{t(`vertical.notices.${key}.text`)}</Text>
              </Stack>
            </Carousel.Slide>
          ))}
        </Carousel>
      </div>
      <SlideStatus
        selected={selected}
        count={count}
        name={t(`vertical.notices.${NOTICES[selected]}.title`)}
      />
      <Indicators
        count={count}
        selected={selected}
        onSelect={scrollTo}
        name={(index) => t(`vertical.notices.${NOTICES[index]}.title`)}
      />
    </Stack>
  );
}
