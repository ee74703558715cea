import { TRACKING_NUMBER_LENGTH } from '../../../../api/modules/shipments/contract-tracking-number';
import { IconPackage } from '../../../components/inline-icons';
import { useSite } from '../format';
import { TRACKING_EXAMPLE, type TrackFormMessages } from '../track-check';
import trackStyles from '../track-form.module.css';
import { Button } from './primitives';
import { useLocalize } from '../use-localize';

/**
 * The "Track a shipment" box: one labelled field and a button, on /track and on /home (the
 * header links to /track). Static HTML, rendered at prerender: a real form, `method="get"` to the
 * page language's /track with the number in `?number=`, so it works without JavaScript (/track's
 * island reads `?number=`). Its island (app/islands/track-form.ts) checks a full-length number as
 * it is typed (its check character), says a mistyped one at once next to the field, before any
 * look-up, and sends a good one to /track/<number>, an address that can be shared and bookmarked.
 */
export function TrackForm({
  id,
}: {
  /** unique on the page: the field's id and its messages' ids derive from it */
  id: string;
}) {
  const { t } = useSite();
  const localize = useLocalize();
  const inputId = `${id}-number`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const messages: TrackFormMessages = {
    mistyped: t('track.form.mistyped'),
    malformed: t('track.form.malformed'),
    empty: t('track.form.empty'),
  };

  return (
    <form
      action={localize('/track')}
      method="get"
      noValidate
      className={trackStyles.form}
      data-testid={`${id}-form`}
      data-island="track-form"
      data-messages={JSON.stringify(messages)}
    >
      <label htmlFor={inputId} className={trackStyles.label}>
        {t('track.form.label')}
      </label>
      <div className={trackStyles.row}>
        <input
          id={inputId}
          name="number"
          className={trackStyles.input}
          autoComplete="off"
          spellCheck={false}
          inputMode="text"
          autoCapitalize="characters"
          // room for the spaces and hyphens people type between the groups
          maxLength={TRACKING_NUMBER_LENGTH * 2}
          aria-describedby={hintId}
          data-testid={`${id}-input`}
        />
        <Button type="submit" leftSection={<IconPackage size={18} aria-hidden />}>
          {t('track.form.submit')}
        </Button>
      </div>
      <p id={hintId} className={trackStyles.hint}>
        {t('track.form.hint', { example: TRACKING_EXAMPLE })}
      </p>
      {/* the message of a problem, placed after the hint by the island */}
      <template data-template="error">
        <p id={errorId} className={trackStyles.error} data-testid={`${id}-error`} />
      </template>
    </form>
  );
}
