/**
 * Autoplay with Embla's plugin, under the reader's control (WCAG 2.2.2): it turns only while the
 * reader has not paused it, the pointer is not over the carousel and the keyboard focus is not
 * in it, and never by itself when the reader prefers reduced motion (Play still starts it).
 */
import { useReducedMotion } from '@mantine/hooks';
import type { EmblaCarouselType } from 'embla-carousel';
import Autoplay from 'embla-carousel-autoplay';
import { useEffect, useState, type FocusEvent } from 'react';

export function useAutoplay(embla: EmblaCarouselType | null, delay: number) {
  // the plugin is only started and stopped from here: no pause of its own on hover or focus
  const [plugin] = useState(() =>
    Autoplay({
      delay,
      playOnInit: false,
      stopOnInteraction: false,
      stopOnMouseEnter: false,
      stopOnFocusIn: false,
    }),
  );
  const reduceMotion = useReducedMotion();
  /** the reader's choice with the Pause/Play button; until then, play unless motion is reduced */
  const [choice, setChoice] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const wanted = choice ?? !reduceMotion;
  const running = wanted && !hovered && !focused;

  useEffect(() => {
    if (!embla) return;
    const sync = () => (running ? plugin.play() : plugin.stop());
    sync();
    // the plugin starts again after a drag: keep it stopped when it should be
    embla.on('pointerUp', sync);
    return () => {
      embla.off('pointerUp', sync);
    };
  }, [embla, running, plugin]);

  return {
    plugins: [plugin],
    /** the reader's choice: false once paused with the button */
    playing: wanted,
    /** turning right now (not paused by the reader, the pointer or the focus) */
    running,
    toggle: () => setChoice(!wanted),
    /** on the element around the carousel and its buttons */
    pauseProps: {
      onMouseEnter: () => setHovered(true),
      onMouseLeave: () => setHovered(false),
      // the Pause/Play button itself does not count: it says what happens
      onFocus: (event: FocusEvent<HTMLElement>) =>
        setFocused(!event.target.hasAttribute('data-autoplay-toggle')),
      onBlur: (event: FocusEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      },
    },
  };
}
