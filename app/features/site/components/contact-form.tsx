import { IconSend } from '../../../components/inline-icons';
import type { ReactNode } from 'react';
import { brand } from '../../../brand';
import {
  API_ERRORS_NS,
  contactLimits,
  contactServices,
  type ContactField,
  type ContactMessages,
} from '../../../../api/modules/contact/contract-rules';
import { contactRefusalCodes } from '../contact-validation';
import { useSite } from '../format';
import { useLocalize } from '../use-localize';
import contactStyles from '../contact.module.css';
import { Button, ButtonLink } from './primitives';

/**
 * A labelled field with its hint, and under the control an empty message element
 * (`<id>-error`, hidden) that the island (app/islands/contact-form.ts), or the server after a
 * send without JavaScript (server/contact-page.ts), fills and ties to the control.
 */
function Field({
  id,
  label,
  required,
  description,
  className,
  control,
}: {
  id: string;
  label: string;
  required?: boolean;
  description?: string;
  className?: string;
  control: (aria: { 'aria-describedby'?: string; required?: boolean }) => ReactNode;
}) {
  return (
    <div className={className ? `${contactStyles.field} ${className}` : contactStyles.field}>
      <label htmlFor={id} className={contactStyles.fieldLabel}>
        {label}
        {required && (
          <span className={contactStyles.fieldRequired} aria-hidden>
            {' *'}
          </span>
        )}
      </label>
      {description && (
        <p id={`${id}-description`} className={contactStyles.fieldDescription}>
          {description}
        </p>
      )}
      {control({
        'aria-describedby': description ? `${id}-description` : undefined,
        required,
      })}
      <p id={`${id}-error`} className={contactStyles.fieldError} hidden />
    </div>
  );
}

/**
 * The contact form as the prerender writes it (docs/decisions/0069-public-pages-as-islands.md):
 * a real form posting to the page's own address (the server answers it without JavaScript),
 * with every message of its rules in the page's language (`data-messages`), and the notices
 * after a send as templates. Its behaviour is the island app/islands/contact-form.ts: checks on
 * blur and on submit, a JSON send to POST /api/contact, the confirmation.
 */
export function ContactForm() {
  const { t } = useSite();
  const localize = useLocalize();
  const id = (field: ContactField) => `contact-${field}`;
  const optional = (label: string) => `${label} (${t('contact.form.optional')})`;

  // every rule's message and every refusal code's, `{{count}}` left for the island to fill
  const messages: ContactMessages = {};
  const rules = t('contact.form.errors', { returnObjects: true }) as Record<string, string>;
  for (const [key, text] of Object.entries(rules)) messages[`contact.form.errors.${key}`] = text;
  for (const code of contactRefusalCodes) {
    messages[`${API_ERRORS_NS}:${code}`] = t(`${API_ERRORS_NS}:${code}`);
  }
  const address = localize('/ContactUs');

  return (
    // POST: a send before the page is interactive must not put the visitor's data in the URL
    <form
      method="post"
      action={address}
      noValidate
      aria-labelledby="contact-form-title"
      data-testid="contact-form"
      data-island="contact-form"
      data-messages={JSON.stringify(messages)}
    >
      <template data-contact-notice="failure">
        <div
          className={`${contactStyles.notice} ${contactStyles.noticeError}`}
          role="alert"
          tabIndex={-1}
          data-testid="contact-failure"
        >
          <h3>{t('contact.form.failure.title')}</h3>
          <p data-reason="failed">{t('contact.form.failure.text', { phone: brand.phone })}</p>
          <p data-reason="rate-limited">{t('contact.form.failure.rateLimited')}</p>
        </div>
      </template>
      <template data-contact-notice="success">
        <div
          className={`${contactStyles.notice} ${contactStyles.noticeSuccess}`}
          role="status"
          tabIndex={-1}
          data-testid="contact-success"
        >
          <h3>{t('contact.form.success.title')}</h3>
          <p data-text={t('contact.form.success.text', { email: '{{email}}' })} />
          <ButtonLink variant="light" mt="md" href={address}>
            {t('contact.form.success.again')}
          </ButtonLink>
        </div>
      </template>
      <div className={contactStyles.formGrid}>
        <Field
          id={id('name')}
          label={t('contact.form.name')}
          required
          control={(aria) => (
            <input
              id={id('name')}
              name="name"
              className={contactStyles.input}
              {...aria}
              autoComplete="name"
              maxLength={contactLimits.name}
            />
          )}
        />
        <Field
          id={id('email')}
          label={t('contact.form.email')}
          required
          control={(aria) => (
            <input
              id={id('email')}
              name="email"
              className={contactStyles.input}
              {...aria}
              type="email"
              autoComplete="email"
              inputMode="email"
              maxLength={contactLimits.email}
            />
          )}
        />
        <Field
          id={id('phone')}
          label={optional(t('contact.form.phone'))}
          control={(aria) => (
            <input
              id={id('phone')}
              name="phone"
              className={contactStyles.input}
              {...aria}
              type="tel"
              autoComplete="tel"
              maxLength={contactLimits.phone}
            />
          )}
        />
        <Field
          id={id('company')}
          label={optional(t('contact.form.company'))}
          control={(aria) => (
            <input
              id={id('company')}
              name="company"
              className={contactStyles.input}
              {...aria}
              autoComplete="organization"
              maxLength={contactLimits.company}
            />
          )}
        />
        <Field
          id={id('service')}
          label={t('contact.form.service')}
          required
          className={contactStyles.fullWidth}
          control={(aria) => (
            <select id={id('service')} name="service" className={contactStyles.input} {...aria}>
              <option value="">{t('contact.form.servicePlaceholder')}</option>
              {contactServices.map((service) => (
                <option key={service} value={service}>
                  {t(`contact.serviceOptions.${service}`)}
                </option>
              ))}
            </select>
          )}
        />
        <Field
          id={id('message')}
          label={t('contact.form.message')}
          description={t('contact.form.messageHint')}
          required
          className={contactStyles.fullWidth}
          control={(aria) => (
            <textarea
              id={id('message')}
              name="message"
              className={contactStyles.input}
              {...aria}
              rows={6}
              maxLength={contactLimits.messageMax}
            />
          )}
        />
        <div className={contactStyles.honeypot} aria-hidden="true">
          <label htmlFor="contact-website">{t('contact.form.honeypot')}</label>
          <input id="contact-website" name="website" type="text" tabIndex={-1} autoComplete="off" />
        </div>
      </div>
      <p className={contactStyles.formNote}>{t('contact.form.privacy')}</p>
      <Button
        type="submit"
        size="md"
        leftSection={<IconSend size={18} aria-hidden />}
        data-testid="contact-submit"
        data-sending-label={t('contact.form.sending')}
      >
        {t('contact.form.submit')}
      </Button>
    </form>
  );
}
