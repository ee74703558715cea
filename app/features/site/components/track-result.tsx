import { shipmentModes } from '../../../../api/modules/shipments/contract';
import { IconArrowRight, IconShip, IconTruck, IconWorld } from '../../../components/inline-icons';
import { useSite } from '../format';
import classes from '../site.module.css';
import trackStyles from '../track-result.module.css';

const modeIcons = { sea: IconShip, air: IconWorld, road: IconTruck, 'cross-border': IconTruck };

/**
 * A shipment as a customer sees it, as `<template>`s the tracking page's island fills in
 * (app/islands/track-page.ts): its status, the route with how far along it is, the dates, and its
 * timeline newest first; one template for a timeline entry, one per mode (its icon and name).
 * Rendered at prerender, in the page's language: the island adds only what the public reply
 * carries (nothing private), into the elements marked `data-slot`.
 */
export function TrackResultTemplates() {
  const { t } = useSite();
  return (
    <>
      <template data-template="result">
        <article
          className={`${classes.card} ${trackStyles.result}`}
          aria-labelledby="track-result-title"
          data-testid="track-result"
        >
          <header className={trackStyles.resultHead}>
            <div>
              <p className={trackStyles.mode} data-slot="mode" />
              {/* eslint-disable-next-line jsx-a11y/heading-has-content -- a template: the island puts the number in */}
              <h2 id="track-result-title" className={trackStyles.resultTitle} data-slot="number" />
            </div>
            <span className={trackStyles.badge} data-slot="status" data-testid="track-status" />
          </header>

          <p className={trackStyles.sentence} data-slot="sentence" data-testid="track-sentence" />

          <section aria-label={t('track.result.route')} className={trackStyles.route}>
            <div className={trackStyles.places}>
              <div>
                <span className={trackStyles.placeLabel}>{t('track.result.origin')}</span>
                <strong data-slot="origin" data-testid="track-origin" />
              </div>
              <IconArrowRight size={20} aria-hidden className={trackStyles.placeArrow} />
              <div className={trackStyles.placeEnd}>
                <span className={trackStyles.placeLabel}>{t('track.result.destination')}</span>
                <strong data-slot="destination" data-testid="track-destination" />
              </div>
            </div>
            <div
              className={trackStyles.line}
              role="progressbar"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-label={t('track.result.progressLabel')}
              data-slot="line"
            >
              <span className={trackStyles.lineFill} data-slot="fill" />
              <span className={trackStyles.lineDot} data-slot="dot" />
            </div>
            <p className={trackStyles.progressText} data-slot="progress" />
          </section>

          <dl className={trackStyles.facts}>
            <div>
              <dt>{t('track.result.departure')}</dt>
              <dd data-slot="departure" />
            </div>
            <div>
              <dt data-slot="arrival-label" />
              <dd data-slot="arrival" data-testid="track-arrival" />
            </div>
            <div>
              <dt>{t('track.result.updated')}</dt>
              <dd data-slot="updated" />
            </div>
          </dl>

          <section aria-labelledby="track-timeline-title">
            <h3 id="track-timeline-title" className={trackStyles.timelineTitle}>
              {t('track.result.timeline')}
            </h3>
            <ol
              className={trackStyles.timeline}
              data-slot="timeline"
              data-testid="track-timeline"
            />
          </section>
        </article>
      </template>
      <template data-template="event">
        <li className={trackStyles.event}>
          <time className={trackStyles.eventTime} data-slot="time" />
          <strong className={trackStyles.eventStatus} data-slot="status" />
          <span className={trackStyles.eventPlace} data-slot="place" />
          <p className={trackStyles.eventNote} data-slot="note" />
        </li>
      </template>
      {shipmentModes.map((mode) => {
        const ModeIcon = modeIcons[mode];
        return (
          <template key={mode} data-template={`mode-${mode}`}>
            <ModeIcon size={18} aria-hidden /> {t(`track.modes.${mode}`)}
          </template>
        );
      })}
    </>
  );
}
