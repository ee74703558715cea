import { IconSend } from '../../../components/inline-icons';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { FieldIssue } from '../../../../api/contract/errors';
import { brand } from '../../../brand';
import {
  contactBody,
  contactFields,
  contactRules,
  emptyContact,
  limits,
  validateContact,
  type ContactField,
  type ContactValues,
  type FieldError,
} from '../contact-validation';
import { contactServices } from '../data/contact';
import { useSite } from '../format';
import contactStyles from '../contact.module.css';
import { Button } from './primitives';

type Status = 'idle' | 'sending' | 'sent' | 'failed' | 'rate-limited';

/**
 * A labelled field with its hint and its error under it; the control gets the ids that tie them
 * together (aria-describedby, aria-invalid), so screen readers read the message with the field.
 */
function Field({
  id,
  label,
  required,
  description,
  error,
  className,
  control,
}: {
  id: string;
  label: string;
  required?: boolean;
  description?: string;
  error?: string;
  className?: string;
  control: (aria: {
    'aria-describedby'?: string;
    'aria-invalid'?: true;
    required?: boolean;
  }) => ReactNode;
}) {
  const describedBy = [description && `${id}-description`, error && `${id}-error`]
    .filter(Boolean)
    .join(' ');
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
        'aria-describedby': describedBy || undefined,
        'aria-invalid': error ? true : undefined,
        required,
      })}
      {error && (
        <p id={`${id}-error`} className={contactStyles.fieldError}>
          {error}
        </p>
      )}
    </div>
  );
}

/** The form's fields a 422 names, each with the message of its code; null when none is the form's. */
function refusedFields(issues: readonly FieldIssue[], namespace: string) {
  const found: Partial<Record<ContactField, FieldError>> = {};
  for (const issue of issues) {
    const field = contactFields.find((name) => name === issue.field);
    if (field && !found[field]) {
      found[field] = {
        key: `${namespace}:${issue.code}`,
        values: issue.limit === undefined ? undefined : { count: issue.limit },
      };
    }
  }
  return Object.keys(found).length ? found : null;
}

/**
 * The contact form: validated in the browser with messages next to the fields, sent as JSON to
 * POST /api/contact. A failed send keeps every value; a sent message shows a confirmation.
 * The HTTP client (and with it, in browser mode, the in-page back end) loads on the first send only.
 */
export function ContactForm() {
  const { t, i18n } = useSite();
  const [values, setValues] = useState<ContactValues>(emptyContact);
  const [errors, setErrors] = useState<Partial<Record<ContactField, FieldError>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [status, setStatus] = useState<Status>('idle');
  const [sentTo, setSentTo] = useState('');
  const noticeRef = useRef<HTMLDivElement>(null);

  const message = (field: ContactField) => {
    const error = errors[field];
    return error ? t(error.key, error.values) : undefined;
  };

  const change = (field: keyof ContactValues) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (submitted && field !== 'website') {
      const error = contactRules[field](value);
      setErrors((current) => ({ ...current, [field]: error ?? undefined }));
    }
  };

  const register = (field: ContactField) => ({
    id: `contact-${field}`,
    name: field,
    value: values[field],
    className: contactStyles.input,
    onBlur: () => {
      if (submitted || values[field]) {
        setErrors((current) => ({
          ...current,
          [field]: contactRules[field](values[field]) ?? undefined,
        }));
      }
    },
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const found = validateContact(values);
    setErrors(found);
    const firstInvalid = contactFields.find((field) => found[field]);
    if (firstInvalid) {
      document.getElementById(`contact-${firstInvalid}`)?.focus();
      return;
    }
    setStatus('sending');
    // loaded on the first send only: the page itself carries no HTTP client and no zod
    const [{ sendContactMessage }, { ApiRequestError }, { API_ERRORS_NS }] = await Promise.all([
      import('../api/send-contact-message'),
      import('../../../lib/api-client'),
      import('../../../lib/api-error-message'),
    ]);
    try {
      await sendContactMessage(contactBody(values));
      setSentTo(values.email.trim());
      setValues(emptyContact);
      setSubmitted(false);
      setErrors({});
      setStatus('sent');
    } catch (error) {
      const refused =
        error instanceof ApiRequestError && error.status === 422
          ? refusedFields(error.issues, API_ERRORS_NS)
          : null;
      if (refused) {
        // the server refused a field the browser's check let through: its message by the field
        await i18n.loadNamespaces(API_ERRORS_NS);
        setErrors(refused);
        setStatus('idle');
        document.getElementById(`contact-${Object.keys(refused)[0]}`)?.focus();
        return;
      }
      setStatus(
        error instanceof ApiRequestError && error.code === 'tooManyAttempts'
          ? 'rate-limited'
          : 'failed',
      );
    }
    requestAnimationFrame(() => noticeRef.current?.focus());
  };

  if (status === 'sent') {
    return (
      <div
        className={`${contactStyles.notice} ${contactStyles.noticeSuccess}`}
        role="status"
        tabIndex={-1}
        ref={noticeRef}
        data-testid="contact-success"
      >
        <h3>{t('contact.form.success.title')}</h3>
        <p>{t('contact.form.success.text', { email: sentTo })}</p>
        <Button variant="light" mt="md" onClick={() => setStatus('idle')}>
          {t('contact.form.success.again')}
        </Button>
      </div>
    );
  }

  const failed = status === 'failed' || status === 'rate-limited';
  const optional = (label: string) => `${label} (${t('contact.form.optional')})`;

  return (
    // POST: a send before the page is interactive must not put the visitor's data in the URL
    <form
      method="post"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-labelledby="contact-form-title"
      data-testid="contact-form"
    >
      {failed && (
        <div
          className={`${contactStyles.notice} ${contactStyles.noticeError}`}
          role="alert"
          tabIndex={-1}
          ref={noticeRef}
          data-testid="contact-failure"
        >
          <h3>{t('contact.form.failure.title')}</h3>
          <p>
            {status === 'rate-limited'
              ? t('contact.form.failure.rateLimited')
              : t('contact.form.failure.text', { phone: brand.phone })}
          </p>
        </div>
      )}
      <div className={contactStyles.formGrid}>
        <Field
          id="contact-name"
          label={t('contact.form.name')}
          required
          error={message('name')}
          control={(aria) => (
            <input
              {...register('name')}
              {...aria}
              autoComplete="name"
              maxLength={limits.name}
              onChange={(e) => change('name')(e.currentTarget.value)}
            />
          )}
        />
        <Field
          id="contact-email"
          label={t('contact.form.email')}
          required
          error={message('email')}
          control={(aria) => (
            <input
              {...register('email')}
              {...aria}
              type="email"
              autoComplete="email"
              inputMode="email"
              maxLength={limits.email}
              onChange={(e) => change('email')(e.currentTarget.value)}
            />
          )}
        />
        <Field
          id="contact-phone"
          label={optional(t('contact.form.phone'))}
          error={message('phone')}
          control={(aria) => (
            <input
              {...register('phone')}
              {...aria}
              type="tel"
              autoComplete="tel"
              maxLength={limits.phone}
              onChange={(e) => change('phone')(e.currentTarget.value)}
            />
          )}
        />
        <Field
          id="contact-company"
          label={optional(t('contact.form.company'))}
          error={message('company')}
          control={(aria) => (
            <input
              {...register('company')}
              {...aria}
              autoComplete="organization"
              maxLength={limits.company}
              onChange={(e) => change('company')(e.currentTarget.value)}
            />
          )}
        />
        <Field
          id="contact-service"
          label={t('contact.form.service')}
          required
          error={message('service')}
          className={contactStyles.fullWidth}
          control={(aria) => (
            <select
              {...register('service')}
              {...aria}
              onChange={(e) => change('service')(e.currentTarget.value)}
            >
              <option value="">{t('contact.form.servicePlaceholder')}</option>
              {contactServices.map((id) => (
                <option key={id} value={id}>
                  {t(`contact.serviceOptions.${id}`)}
                </option>
              ))}
            </select>
          )}
        />
        <Field
          id="contact-message"
          label={t('contact.form.message')}
          description={t('contact.form.messageHint')}
          required
          error={message('message')}
          className={contactStyles.fullWidth}
          control={(aria) => (
            <textarea
              {...register('message')}
              {...aria}
              rows={6}
              maxLength={limits.messageMax}
              onChange={(e) => change('message')(e.currentTarget.value)}
            />
          )}
        />
        <div className={contactStyles.honeypot} aria-hidden="true">
          <label htmlFor="contact-website">{t('contact.form.honeypot')}</label>
          <input
            id="contact-website"
            name="website"
            type="text"
            tabIndex={-1}
            autoComplete="off"
            value={values.website}
            onChange={(e) => change('website')(e.currentTarget.value)}
          />
        </div>
      </div>
      <p className={contactStyles.formNote}>{t('contact.form.privacy')}</p>
      <Button
        type="submit"
        size="md"
        loading={status === 'sending'}
        leftSection={<IconSend size={18} aria-hidden />}
        data-testid="contact-submit"
      >
        {status === 'sending' ? t('contact.form.sending') : t('contact.form.submit')}
      </Button>
    </form>
  );
}
