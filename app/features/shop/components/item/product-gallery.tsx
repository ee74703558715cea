import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './item.module.css';

interface ProductGalleryProps {
  name: string;
  images: string[];
}

/**
 * The product's pictures: the chosen one large, the others as thumbnails to switch to (buttons:
 * Tab reaches them, Enter or Space chooses, the arrow keys go to the previous and next one).
 */
export function ProductGallery({ name, images }: ProductGalleryProps) {
  const { t } = useTranslation('shop-item');
  const [index, setIndex] = useState(0);
  const shown = images[index] ?? images[0];

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = (index + step + images.length) % images.length;
    setIndex(next);
    event.currentTarget.parentElement?.querySelectorAll('button')[next]?.focus();
  };

  return (
    <div data-testid="item-gallery">
      <div className={classes.stage}>
        <img
          src={shown}
          alt={name}
          width={400}
          height={400}
          className={classes.mainImage}
          data-testid="item-main-image"
        />
      </div>
      {images.length > 1 && (
        <div className={classes.thumbs} role="group" aria-label={t('gallery.label')}>
          {images.map((src, i) => (
            <button
              key={`${src}-${i}`}
              type="button"
              className={classes.thumb}
              aria-pressed={i === index}
              aria-label={t('gallery.show', { number: i + 1, total: images.length })}
              onClick={() => setIndex(i)}
              onKeyDown={onKeyDown}
              data-testid="item-thumb"
            >
              <img src={src} alt="" width={64} height={64} />
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
