import type { ReactNode } from 'react';
import { shipmentStatuses } from '../../../../api/modules/shipments/contract';
import { IconRefresh } from '../../../components/inline-icons';
import { Container } from '../components/primitives';
import { PageHead } from '../components/page-head';
import { PageHero } from '../components/page-hero';
import { TrackFollow } from '../components/track-follow';
import { TrackForm } from '../components/track-form';
import { TrackResultTemplates } from '../components/track-result';
import { useSite } from '../format';
import { contactPath } from '../nav';
import type { TrackPageLabels } from '../track-labels';
import classes from '../site.module.css';
import trackStyles from '../track.module.css';
import { useLocalize } from '../use-localize';

const pluralCategories: Intl.LDMLPluralRule[] = ['zero', 'one', 'two', 'few', 'many', 'other'];

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

/**
 * What the island shows under the box, as `<template>`s in the page's language: the loading line
 * and each problem (`data-slot="text"`: the words the island fills in with the number or the
 * seconds to wait).
 */
function OutcomeTemplates() {
  const { t } = useSite();
  const localize = useLocalize();
  return (
    <>
      <template data-template="loading">
        <div className={trackStyles.loading} role="status" data-testid="track-loading">
          <span className={trackStyles.spinner} aria-hidden />
          {t('track.result.loading')}
        </div>
      </template>
      <template data-template="notFound">
        <Problem title={t('track.problems.notFoundTitle')} testId="track-not-found">
          <p>
            <span data-slot="text" />{' '}
            <a href={localize(contactPath)}>{t('track.problems.contact')}</a>
          </p>
        </Problem>
      </template>
      <template data-template="mistyped">
        <Problem title={t('track.problems.mistypedTitle')} testId="track-mistyped">
          <p data-slot="text" />
        </Problem>
      </template>
      <template data-template="malformed">
        <Problem title={t('track.problems.malformedTitle')} testId="track-malformed">
          <p>{t('track.problems.malformed')}</p>
        </Problem>
      </template>
      <template data-template="rateLimited">
        <Problem title={t('track.problems.rateLimitedTitle')} testId="track-rate-limited">
          <p data-slot="text" />
        </Problem>
      </template>
      <template data-template="failed">
        <Problem title={t('track.problems.failedTitle')} testId="track-failed">
          <p>{t('track.problems.failed')}</p>
          <button type="button" className={trackStyles.retry} data-slot="retry">
            <IconRefresh size={16} aria-hidden /> {t('track.problems.retry')}
          </button>
        </Problem>
      </template>
    </>
  );
}

/** The island's words (../track-labels.ts), `{{name}}` left for the values it puts in. */
function useLabels(): TrackPageLabels {
  const { t, i18n } = useSite();
  const keep = {
    number: '{{number}}',
    percent: '{{percent}}',
    status: '{{status}}',
    place: '{{place}}',
  };
  const byStatus = (group: string) =>
    Object.fromEntries(shipmentStatuses.map((s) => [s, t(`track.${group}.${s}`)])) as Record<
      (typeof shipmentStatuses)[number],
      string
    >;
  const rateLimited: TrackPageLabels['rateLimited'] = {};
  for (const category of pluralCategories) {
    const text: unknown = i18n.getResource(
      i18n.language,
      'site',
      `track.problems.rateLimited_${category}`,
    );
    if (typeof text === 'string') rateLimited[category] = text;
  }
  return {
    statuses: byStatus('statuses'),
    sentences: byStatus('sentences'),
    canceledBadge: t('track.result.canceledBadge'),
    canceled: t('track.result.canceled'),
    progress: t('track.result.progress', keep),
    arrival: t('track.result.arrival'),
    deliveredOn: t('track.result.deliveredOn'),
    noArrival: t('track.result.noArrival'),
    newEvent: t('track.result.newEvent', keep),
    notFound: t('track.problems.notFound', keep),
    mistyped: t('track.problems.mistyped', keep),
    rateLimited,
  };
}

/**
 * /track and /track/<number> (app/pages.ts): the tracking box, and under it, for a number, what
 * the public look-up answers. Only /track is prerendered (in every language); the server answers
 * /track/<number> with it (server/app.ts), and its island (app/islands/track-page.ts) reads the
 * number from the address (or `?number=`, what the box sends without JavaScript), looks it up
 * after the first paint and shows the outcome from the templates below, live while the page is
 * open. Under a shipment found, a form to follow it by e-mail (../components/track-follow.tsx).
 */
export default function TrackPage() {
  const { t } = useSite();
  const labels = useLabels();

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
            <TrackForm id="track" />
          </div>
          <div data-island="track-page" data-labels={JSON.stringify(labels)}>
            <div
              aria-live="polite"
              className={classes.visuallyHidden}
              data-slot="announcement"
              data-testid="track-announcement"
            />
            <div className={trackStyles.outcome} data-slot="outcome" hidden />
            <TrackFollow />
            <OutcomeTemplates />
            <TrackResultTemplates />
          </div>
        </Container>
      </section>
    </>
  );
}
