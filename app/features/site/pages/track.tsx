import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import type { TrackingReply } from '../../../../api/contract/shipments';
import {
  checkTrackingNumber,
  formatTrackingNumber,
  normalizeTrackingNumber,
} from '../../../../api/contract/tracking-number';
import { IconRefresh } from '../../../components/inline-icons';
import type { TrackingOutcome } from '../api/track-shipment';
import { Container } from '../components/primitives';
import { PageHead } from '../components/page-head';
import { PageHero } from '../components/page-hero';
import { TrackForm } from '../components/track-form';
import { useSite } from '../format';
import { contactPath } from '../nav';
import { trackPath } from '../track-check';
import classes from '../site.module.css';
import trackStyles from '../track.module.css';
import { useLocalize } from '../use-localize';

type State = TrackingOutcome | { kind: 'loading' };

// the result's code and styles come with the first result, after the first paint
const TrackResult = lazy(() =>
  import('../components/track-result').then((m) => ({ default: m.TrackResult })),
);

/** A new event's words for the polite announcement: its status and place. */
function newestEvent(shipment: TrackingReply) {
  return shipment.events[shipment.events.length - 1];
}

/**
 * The look-up of /track/<number>: after the first paint (the shell is the prerendered /track),
 * the public reply; then again whenever the shipment changes (./track-live.ts) while the page is
 * open. A number that cannot be one is never sent.
 */
function useTracking(number: string | undefined) {
  const check = number ? checkTrackingNumber(number) : undefined;
  const [attempt, setAttempt] = useState(0);
  // the outcome of one number's look-up (and one retry): another key shows as loading
  const key = `${number}#${attempt}`;
  const [result, setResult] = useState<{ key: string; outcome: TrackingOutcome } | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const { t } = useSite();
  const shown = useRef<TrackingReply | undefined>(undefined);

  const load = useCallback(
    /** answers whether the shipment was found */
    async (signal: AbortSignal, quiet: boolean): Promise<boolean> => {
      if (!number || check !== 'valid') return false;
      const { trackShipment } = await import('../api/track-shipment');
      const outcome = await trackShipment(number, signal);
      if (signal.aborted) return false;
      // a failed refresh keeps what is shown: the next change or poll tries again
      if (quiet && outcome.kind === 'failed' && shown.current) return true;
      if (outcome.kind === 'found') {
        const before = shown.current;
        const latest = newestEvent(outcome.shipment);
        if (before && latest && outcome.shipment.events.length > before.events.length) {
          setAnnouncement(
            t('track.result.newEvent', {
              status: t(`track.statuses.${latest.status}`),
              place: latest.place,
            }),
          );
        }
        shown.current = outcome.shipment;
      }
      setResult({ key, outcome });
      return outcome.kind === 'found';
    },
    [number, check, t, key],
  );

  useEffect(() => {
    if (!number || check !== 'valid') return;
    const controller = new AbortController();
    shown.current = undefined;
    let stop: (() => void) | undefined;
    // a shipment found is watched while the page is open; an unknown number is not (every
    // stream opening counts against the look-up limit)
    load(controller.signal, false)
      .then(async (found) => {
        if (!found) return;
        const { watchShipment } = await import('../track-live');
        if (controller.signal.aborted) return;
        stop = watchShipment(number, () => {
          load(controller.signal, true).catch(() => undefined);
        });
      })
      .catch(() => undefined);
    return () => {
      controller.abort();
      stop?.();
    };
  }, [number, check, load]);

  let state: State | undefined;
  if (!number) state = undefined;
  else if (check === 'mistyped') state = { kind: 'mistyped' };
  else if (check === 'malformed') state = { kind: 'malformed' };
  else state = result?.key === key ? result.outcome : { kind: 'loading' };
  return { state, announcement, retry: () => setAttempt((n) => n + 1) };
}

function Problem({
  title,
  children,
  testId,
}: {
  title: string;
  children: ReactNode;
  testId: string;
}) {
  return (
    <div className={trackStyles.problem} role="alert" data-testid={testId}>
      <h2 className={trackStyles.problemTitle}>{title}</h2>
      {children}
    </div>
  );
}

function Loading() {
  const { t } = useSite();
  return (
    <div className={trackStyles.loading} role="status" data-testid="track-loading">
      <span className={trackStyles.spinner} aria-hidden />
      {t('track.result.loading')}
    </div>
  );
}

function Outcome({ state, number, retry }: { state: State; number: string; retry: () => void }) {
  const { t } = useSite();
  const localize = useLocalize();
  const shown = formatTrackingNumber(number);
  switch (state.kind) {
    case 'loading':
      return <Loading />;
    case 'found':
      return (
        <Suspense fallback={<Loading />}>
          <TrackResult shipment={state.shipment} />
        </Suspense>
      );
    case 'notFound':
      return (
        <Problem title={t('track.problems.notFoundTitle')} testId="track-not-found">
          <p>
            {t('track.problems.notFound', { number: shown })}{' '}
            <Link to={localize(contactPath)}>{t('track.problems.contact')}</Link>
          </p>
        </Problem>
      );
    case 'mistyped':
      return (
        <Problem title={t('track.problems.mistypedTitle')} testId="track-mistyped">
          <p>{t('track.problems.mistyped', { number: shown })}</p>
        </Problem>
      );
    case 'malformed':
      return (
        <Problem title={t('track.problems.malformedTitle')} testId="track-malformed">
          <p>{t('track.problems.malformed')}</p>
        </Problem>
      );
    case 'rateLimited':
      return (
        <Problem title={t('track.problems.rateLimitedTitle')} testId="track-rate-limited">
          <p>{t('track.problems.rateLimited', { count: state.retryAfter })}</p>
        </Problem>
      );
    case 'failed':
      return (
        <Problem title={t('track.problems.failedTitle')} testId="track-failed">
          <p>{t('track.problems.failed')}</p>
          <button type="button" className={trackStyles.retry} onClick={retry}>
            <IconRefresh size={16} aria-hidden /> {t('track.problems.retry')}
          </button>
        </Problem>
      );
  }
}

/**
 * /track and /track/<number> (app/pages.ts): the tracking box, and under it, for a number, what
 * the public look-up answers. Only /track is prerendered; a number's page is the same screen.
 */
export default function TrackPage() {
  const { t } = useSite();
  const params = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const localize = useLocalize();
  const number = params.number ? normalizeTrackingNumber(params.number) : undefined;
  const { state, announcement, retry } = useTracking(number);

  // the form sent before the page was interactive (GET /track?number=...): its number's page
  const queried = search.get('number');
  useEffect(() => {
    if (!number && queried) void navigate(localize(trackPath(queried)), { replace: true });
  }, [number, queried, navigate, localize]);

  return (
    <>
      <PageHead section="track" />
      <PageHero
        eyebrow={t('track.hero.eyebrow')}
        title={t('track.hero.title')}
        lead={t('track.hero.lead')}
      />
      <section
        className={`${classes.section} ${trackStyles.section}`}
        aria-labelledby="track-form-title"
      >
        <Container size="md">
          <div className={classes.card}>
            <h2 id="track-form-title" className={trackStyles.formTitle}>
              {t('track.form.title')}
            </h2>
            {/* keyed by the number: a new address starts the box again with its number */}
            <TrackForm
              key={number ?? ''}
              id="track"
              initial={number ? formatTrackingNumber(number) : ''}
            />
          </div>
          <div
            aria-live="polite"
            className={classes.visuallyHidden}
            data-testid="track-announcement"
          >
            {announcement}
          </div>
          {number && state && (
            <div className={trackStyles.outcome}>
              <Outcome state={state} number={number} retry={retry} />
            </div>
          )}
        </Container>
      </section>
    </>
  );
}
