import { IconCircleCheck } from '../../../components/inline-icons';
import { useSite } from '../format';
import classes from '../site.module.css';
import styles from '../mail-link.module.css';
import { useLocalize } from '../use-localize';
import { PageHead } from './page-head';
import { PageHero } from './page-hero';
import { Button, Container } from './primitives';

/**
 * The page a shipment mail's link opens (/follow/confirm?token=..., /unsubscribe?token=...), as
 * the prerender writes it, without the token (the island, app/islands/mail-link.ts, reads it from
 * the address): what the link does and a button that does it. Never on load: mail scanners open
 * links, and a confirmation or an unsubscribe they made would be the reader's. The outcomes are
 * templates in the page's language: done (for a confirmation, with the shipment's link), or the
 * link not valid (unknown, used or expired); a failure to reach the server keeps the button.
 * Kept out of search engines (`noindex`, hidden in app/pages.ts so not in the sitemap).
 */
export function MailLinkPage({ action }: { action: 'confirm' | 'unsubscribe' }) {
  const { t } = useSite();
  const localize = useLocalize();
  const section = action === 'confirm' ? 'followConfirm' : 'unsubscribe';

  return (
    <>
      <PageHead section={section} />
      <meta name="robots" content="noindex" />
      <PageHero
        eyebrow={t('mailLink.eyebrow')}
        title={t(`${section}.hero.title`)}
        lead={t(`${section}.hero.lead`)}
      />
      <section className={classes.section}>
        <Container size="md">
          <div
            className={`${classes.card} ${styles.panel}`}
            data-island="mail-link"
            data-action={action}
            data-testid="mail-link"
          >
            <div className={styles.outcome} data-slot="content">
              <p>{t(`${section}.prompt`)}</p>
              <p className={styles.noScript}>{t('mailLink.noScript')}</p>
              <div className={styles.actions}>
                <Button
                  size="md"
                  variant={action === 'confirm' ? 'filled' : 'outline'}
                  data-slot="action"
                  data-testid="mail-link-action"
                  data-working-label={t('mailLink.working')}
                >
                  {t(`${section}.action`)}
                </Button>
              </div>
            </div>
            <p className={styles.failed} role="alert" data-slot="failed" hidden>
              {t('mailLink.failed')}
            </p>
            <template data-template="done">
              <div
                className={`${styles.outcome} ${styles.done}`}
                role="status"
                tabIndex={-1}
                data-testid="mail-link-done"
              >
                <h2>
                  <IconCircleCheck size={24} aria-hidden /> {t(`${section}.doneTitle`)}
                </h2>
                {action === 'confirm' ? (
                  <>
                    <p
                      data-slot="text"
                      data-text={t('followConfirm.done', { number: '{{number}}' })}
                    />
                    <p>
                      <a href={localize('/track')} data-slot="shipment-link">
                        {t('followConfirm.view')}
                      </a>
                    </p>
                  </>
                ) : (
                  <p>{t('unsubscribe.done')}</p>
                )}
              </div>
            </template>
            <template data-template="invalid">
              <div
                className={`${styles.outcome} ${styles.invalid}`}
                role="alert"
                tabIndex={-1}
                data-testid="mail-link-invalid"
              >
                <h2>{t('mailLink.invalidTitle')}</h2>
                <p>{t('mailLink.invalid')}</p>
                <p>
                  <a href={localize('/track')}>{t('mailLink.track')}</a>
                </p>
              </div>
            </template>
          </div>
        </Container>
      </section>
    </>
  );
}
