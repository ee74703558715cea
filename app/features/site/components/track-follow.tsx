import { FOLLOW_EMAIL_MAX } from '../../../../api/modules/shipment-mail/contract';
import { IconCircleCheck, IconMail } from '../../../components/inline-icons';
import { useSite } from '../format';
import type { TrackFollowMessages } from '../track-labels';
import classes from '../site.module.css';
import trackStyles from '../track.module.css';
import formStyles from '../track-form.module.css';
import { Button } from './primitives';

/**
 * "Follow this shipment by e-mail", under a found shipment on /track/<number> (hidden until the
 * tracking page's island has found one; app/islands/track-page.ts shows it and loads
 * app/islands/track-follow.ts, which sends the form). Double opt-in: the reply only says a
 * confirmation link went out if the address can take mail, the same whether the number or the
 * address exist (api/modules/shipment-mail/contract.ts). The browser-mode demo sends no mail: its
 * island shows a line saying so instead of the form (one HTML for both modes).
 */
export function TrackFollow() {
  const { t } = useSite();
  const messages: TrackFollowMessages = {
    required: t('track.follow.errors.required'),
    invalid: t('track.follow.errors.invalid'),
    tooLong: t('track.follow.errors.tooLong', { count: '{{count}}' }),
    number: t('track.follow.errors.number'),
    rateLimited: t('track.follow.errors.rateLimited'),
    failed: t('track.follow.errors.failed'),
  };

  return (
    <section
      className={`${classes.card} ${trackStyles.follow}`}
      aria-labelledby="track-follow-title"
      data-slot="follow"
      data-testid="track-follow"
      hidden
    >
      <h2 id="track-follow-title" className={trackStyles.followTitle}>
        <IconMail size={20} aria-hidden /> {t('track.follow.title')}
      </h2>
      {/* browser mode: the island shows this line instead of the form */}
      <p data-slot="follow-off" data-testid="track-follow-off" hidden>
        {t('track.follow.mailOff')}
      </p>
      <div data-slot="follow-on">
        <p id="track-follow-lead">{t('track.follow.lead')}</p>
        <form
          noValidate
          className={trackStyles.followForm}
          data-testid="track-follow-form"
          data-messages={JSON.stringify(messages)}
        >
          <p
            className={trackStyles.followAlert}
            role="alert"
            data-slot="follow-alert"
            data-testid="track-follow-alert"
            hidden
          />
          <label htmlFor="track-follow-email" className={formStyles.label}>
            {t('track.follow.label')}
          </label>
          <div className={formStyles.row}>
            <input
              id="track-follow-email"
              name="email"
              type="email"
              className={trackStyles.followInput}
              autoComplete="email"
              inputMode="email"
              spellCheck={false}
              maxLength={FOLLOW_EMAIL_MAX}
              aria-describedby="track-follow-lead"
              data-testid="track-follow-email"
            />
            <Button
              type="submit"
              leftSection={<IconMail size={18} aria-hidden />}
              data-testid="track-follow-submit"
              data-sending-label={t('track.follow.sending')}
            >
              {t('track.follow.submit')}
            </Button>
          </div>
          <p
            id="track-follow-error"
            className={formStyles.error}
            data-testid="track-follow-error"
            hidden
          />
        </form>
        <template data-template="follow-sent">
          <p
            className={trackStyles.followSent}
            role="status"
            tabIndex={-1}
            data-testid="track-follow-sent"
          >
            <IconCircleCheck size={20} aria-hidden />
            <span>{t('track.follow.sent')}</span>
          </p>
        </template>
      </div>
    </section>
  );
}
