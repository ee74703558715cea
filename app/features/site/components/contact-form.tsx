import { Button, NativeSelect, TextInput, Textarea } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useRef, useState, type FormEvent } from 'react';
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
import { contactServices } from '../data';
import { useSite } from '../format';
import classes from '../site.module.css';

type Status = 'idle' | 'sending' | 'sent' | 'failed' | 'rate-limited';

/**
 * The contact form: validated in the browser with messages next to the fields, sent as JSON to
 * POST /api/contact. A failed send keeps every value; a sent message shows a confirmation.
 * The HTTP client (and with it, in browser mode, the in-page back end) loads on the first send only.
 */
export function ContactForm() {
  const { t } = useSite();
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
    error: message(field),
    onBlur: () => {
      if (submitted || values[field]) {
        setErrors((current) => ({ ...current, [field]: contactRules[field](values[field]) ?? undefined }));
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
    try {
      const { http } = await import('../../../lib/http');
      const reply = await http.post('/api/contact', contactBody(values));
      if (reply.status >= 200 && reply.status < 300) {
        setSentTo(values.email.trim());
        setValues(emptyContact);
        setSubmitted(false);
        setErrors({});
        setStatus('sent');
      } else {
        setStatus(reply.status === 429 ? 'rate-limited' : 'failed');
      }
    } catch {
      setStatus('failed');
    }
    requestAnimationFrame(() => noticeRef.current?.focus());
  };

  if (status === 'sent') {
    return (
      <div
        className={`${classes.notice} ${classes.noticeSuccess}`}
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
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-labelledby="contact-form-title" data-testid="contact-form">
      {failed && (
        <div
          className={`${classes.notice} ${classes.noticeError}`}
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
      <div className={classes.formGrid}>
        <TextInput
          {...register('name')}
          label={t('contact.form.name')}
          required
          autoComplete="name"
          maxLength={limits.name}
          onChange={(e) => change('name')(e.currentTarget.value)}
        />
        <TextInput
          {...register('email')}
          label={t('contact.form.email')}
          required
          type="email"
          autoComplete="email"
          inputMode="email"
          maxLength={limits.email}
          onChange={(e) => change('email')(e.currentTarget.value)}
        />
        <TextInput
          {...register('phone')}
          label={optional(t('contact.form.phone'))}
          type="tel"
          autoComplete="tel"
          maxLength={limits.phone}
          onChange={(e) => change('phone')(e.currentTarget.value)}
        />
        <TextInput
          {...register('company')}
          label={optional(t('contact.form.company'))}
          autoComplete="organization"
          maxLength={limits.company}
          onChange={(e) => change('company')(e.currentTarget.value)}
        />
        <NativeSelect
          {...register('service')}
          label={t('contact.form.service')}
          required
          className={classes.fullWidth}
          data={[
            { value: '', label: t('contact.form.servicePlaceholder') },
            ...contactServices.map((id) => ({ value: id, label: t(`contact.serviceOptions.${id}`) })),
          ]}
          onChange={(e) => change('service')(e.currentTarget.value)}
        />
        <Textarea
          {...register('message')}
          label={t('contact.form.message')}
          description={t('contact.form.messageHint')}
          required
          rows={6}
          maxLength={limits.messageMax}
          className={classes.fullWidth}
          onChange={(e) => change('message')(e.currentTarget.value)}
        />
        <div className={classes.honeypot} aria-hidden="true">
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
      <p className={classes.formNote}>{t('contact.form.privacy')}</p>
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
