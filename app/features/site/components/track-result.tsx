import type { ShipmentStatus, TrackingReply } from '../../../../api/contract/shipments';
import { formatTrackingNumber } from '../../../../api/contract/tracking-number';
import { IconArrowRight, IconShip, IconTruck, IconWorld } from '../../../components/inline-icons';
import { useSite } from '../format';
import classes from '../site.module.css';
import trackStyles from '../track-result.module.css';

const modeIcons = { sea: IconShip, air: IconWorld, road: IconTruck, 'cross-border': IconTruck };

/** the badge's colour family by status: done, held up, or on its way */
function tone(status: ShipmentStatus, canceled: boolean) {
  if (canceled || status === 'exception' || status === 'customs-hold') return 'warning';
  return status === 'delivered' ? 'done' : 'moving';
}

/** Dates and times in the reader's language and time zone. */
export function useTrackDates() {
  const { format } = useSite();
  const dateTime = new Intl.DateTimeFormat(format.locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  const date = new Intl.DateTimeFormat(format.locale, { dateStyle: 'long' });
  return {
    dateTime: (iso: string) => dateTime.format(new Date(iso)),
    // a plain date (YYYY-MM-DD) is a day, not an instant: read in UTC so no zone moves it
    date: (iso: string) =>
      iso.length === 10
        ? new Intl.DateTimeFormat(format.locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
            new Date(`${iso}T00:00:00Z`),
          )
        : date.format(new Date(iso)),
  };
}

/**
 * A shipment as a customer sees it: its status, the route with how far along it is, the dates,
 * and its timeline newest first. Only what the public reply carries (nothing private).
 */
export function TrackResult({ shipment }: { shipment: TrackingReply }) {
  const { t, format } = useSite();
  const dates = useTrackDates();
  const ModeIcon = modeIcons[shipment.mode];
  const events = [...shipment.events].reverse();
  const delivered =
    shipment.status === 'delivered' ? events.find((e) => e.status === 'delivered') : undefined;
  const percent = format.number(shipment.progress / 100, { style: 'percent' });
  const statusLabel = t(`track.statuses.${shipment.status}`);

  return (
    <article
      className={`${classes.card} ${trackStyles.result}`}
      aria-labelledby="track-result-title"
      data-testid="track-result"
    >
      <header className={trackStyles.resultHead}>
        <div>
          <p className={trackStyles.mode}>
            <ModeIcon size={18} aria-hidden /> {t(`track.modes.${shipment.mode}`)}
          </p>
          <h2 id="track-result-title" className={trackStyles.resultTitle}>
            {formatTrackingNumber(shipment.trackingNumber)}
          </h2>
        </div>
        <span
          className={trackStyles.badge}
          data-tone={tone(shipment.status, shipment.canceled)}
          data-testid="track-status"
        >
          {shipment.canceled ? t('track.result.canceledBadge') : statusLabel}
        </span>
      </header>

      <p className={trackStyles.sentence} data-testid="track-sentence">
        {shipment.canceled ? t('track.result.canceled') : t(`track.sentences.${shipment.status}`)}
      </p>

      <section aria-label={t('track.result.route')} className={trackStyles.route}>
        <div className={trackStyles.places}>
          <div>
            <span className={trackStyles.placeLabel}>{t('track.result.origin')}</span>
            <strong data-testid="track-origin">{shipment.origin.name}</strong>
          </div>
          <IconArrowRight size={20} aria-hidden className={trackStyles.placeArrow} />
          <div className={trackStyles.placeEnd}>
            <span className={trackStyles.placeLabel}>{t('track.result.destination')}</span>
            <strong data-testid="track-destination">{shipment.destination.name}</strong>
          </div>
        </div>
        <div
          className={trackStyles.line}
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={shipment.progress}
          aria-valuetext={t('track.result.progress', { percent })}
          aria-label={t('track.result.progressLabel')}
        >
          <span className={trackStyles.lineFill} style={{ width: `${shipment.progress}%` }} />
          <span className={trackStyles.lineDot} style={{ left: `${shipment.progress}%` }} />
        </div>
        <p className={trackStyles.progressText}>{t('track.result.progress', { percent })}</p>
      </section>

      <dl className={trackStyles.facts}>
        <div>
          <dt>{t('track.result.departure')}</dt>
          <dd>{dates.date(shipment.plannedDeparture)}</dd>
        </div>
        <div>
          {delivered ? (
            <>
              <dt>{t('track.result.deliveredOn')}</dt>
              <dd data-testid="track-arrival">{dates.dateTime(delivered.at)}</dd>
            </>
          ) : (
            <>
              <dt>{t('track.result.arrival')}</dt>
              <dd data-testid="track-arrival">
                {shipment.canceled
                  ? t('track.result.noArrival')
                  : dates.date(shipment.estimatedArrival)}
              </dd>
            </>
          )}
        </div>
        <div>
          <dt>{t('track.result.updated')}</dt>
          <dd>{dates.dateTime(shipment.updatedAt)}</dd>
        </div>
      </dl>

      <section aria-labelledby="track-timeline-title">
        <h3 id="track-timeline-title" className={trackStyles.timelineTitle}>
          {t('track.result.timeline')}
        </h3>
        <ol className={trackStyles.timeline} data-testid="track-timeline">
          {events.map((event, index) => (
            <li
              key={`${event.at}-${index}`}
              className={trackStyles.event}
              data-latest={index === 0 || undefined}
            >
              <time dateTime={event.at} className={trackStyles.eventTime}>
                {dates.dateTime(event.at)}
              </time>
              <strong className={trackStyles.eventStatus}>
                {t(`track.statuses.${event.status}`)}
              </strong>
              <span className={trackStyles.eventPlace}>{event.place}</span>
              {event.note && <p className={trackStyles.eventNote}>{event.note}</p>}
            </li>
          ))}
        </ol>
      </section>
    </article>
  );
}
