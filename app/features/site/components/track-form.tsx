import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { TRACKING_NUMBER_LENGTH } from '../../../../api/contract/tracking-number';
import { IconPackage } from '../../../components/inline-icons';
import { useSite } from '../format';
import { TRACKING_EXAMPLE, trackPath, typedNumberProblem } from '../track-check';
import trackStyles from '../track-form.module.css';
import { Button } from './primitives';
import { useLocalize } from '../use-localize';

/**
 * The "Track a shipment" box: one labelled field and a button, on /track and on /home (the
 * header links to /track). A full-length number is checked as it is typed (its check character), so a mistyped
 * number is said at once, next to the field, before any look-up; a good one goes to
 * /track/<number>, an address that can be shared and bookmarked. `method="get"` with the number
 * in the query keeps the form usable before the page is interactive (/track reads `?number=`).
 */
export function TrackForm({
  id,
  initial = '',
}: {
  /** unique on the page: the field's id and its messages' ids derive from it */
  id: string;
  initial?: string;
}) {
  const { t } = useSite();
  const navigate = useNavigate();
  const localize = useLocalize();
  const [value, setValue] = useState(initial);
  const [submitted, setSubmitted] = useState(false);
  const problem = typedNumberProblem(value, submitted);
  const input = useRef<HTMLInputElement>(null);
  const inputId = `${id}-number`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (typedNumberProblem(value, true)) {
      input.current?.focus();
      return;
    }
    setSubmitted(false);
    void navigate(localize(trackPath(value)));
  };

  return (
    <form
      action="/track"
      method="get"
      noValidate
      onSubmit={onSubmit}
      className={trackStyles.form}
      data-testid={`${id}-form`}
    >
      <label htmlFor={inputId} className={trackStyles.label}>
        {t('track.form.label')}
      </label>
      <div className={trackStyles.row}>
        <input
          id={inputId}
          ref={input}
          name="number"
          className={trackStyles.input}
          value={value}
          onChange={(event) => {
            setValue(event.currentTarget.value);
            setSubmitted(false);
          }}
          autoComplete="off"
          spellCheck={false}
          inputMode="text"
          autoCapitalize="characters"
          // room for the spaces and hyphens people type between the groups
          maxLength={TRACKING_NUMBER_LENGTH * 2}
          aria-describedby={problem ? `${errorId} ${hintId}` : hintId}
          aria-invalid={problem ? true : undefined}
          data-testid={`${id}-input`}
        />
        <Button type="submit" leftSection={<IconPackage size={18} aria-hidden />}>
          {t('track.form.submit')}
        </Button>
      </div>
      <p id={hintId} className={trackStyles.hint}>
        {t('track.form.hint', { example: TRACKING_EXAMPLE })}
      </p>
      {problem && (
        <p id={errorId} className={trackStyles.error} data-testid={`${id}-error`}>
          {t(`track.form.${problem}`)}
        </p>
      )}
    </form>
  );
}
