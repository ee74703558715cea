/**
 * The contact form's behaviour (app/features/site/components/contact-form.tsx writes its
 * markup): checks on blur and on submit with the message next to the field, a JSON send to
 * POST /api/contact, the server's refusals by the fields, the confirmation after a send.
 * Everything it shows is in the page (`data-messages`, the notices' templates), in the page's
 * language. The HTTP client, and in browser mode the in-page back end, load on the first send.
 */
import { contactPaths } from '../../api/modules/contact/paths';
import {
  contactFields,
  contactRules,
  messageText,
  refusalErrors,
  trimmedContact,
  type ContactField,
  type ContactMessages,
  type ContactValues,
  type FieldError,
} from '../../api/modules/contact/contract-rules';
import { validateContact } from '../features/site/contact-validation';
import { readJson } from './island';

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
type Outcome =
  | { kind: 'sent' }
  | { kind: 'refused'; errors: Partial<Record<ContactField, FieldError>> }
  | { kind: 'failed' | 'rate-limited' };

interface RefusalReply {
  code?: unknown;
  issues?: { field?: unknown; code?: unknown; limit?: unknown }[];
}

/** Sends the message; what came of it. */
async function send(values: ContactValues): Promise<Outcome> {
  // loaded on the first send only: the page carries no HTTP client before
  const { sendOnce } = await import('../lib/http/http');
  const { ensureBackend } = await import('../lib/http/api-mode');
  try {
    await ensureBackend();
    const reply = await sendOnce<RefusalReply | undefined>(
      'POST',
      contactPaths.send,
      trimmedContact(values),
      null,
    );
    if (reply.status === 201) return { kind: 'sent' };
    const data = typeof reply.data === 'object' && reply.data ? reply.data : {};
    if (reply.status === 429 || data.code === 'tooManyAttempts') return { kind: 'rate-limited' };
    if (reply.status === 422 && Array.isArray(data.issues)) {
      const issues = data.issues.flatMap((issue) =>
        typeof issue?.field === 'string' && typeof issue.code === 'string'
          ? [
              {
                field: issue.field,
                code: issue.code as never,
                limit: typeof issue.limit === 'number' ? issue.limit : undefined,
              },
            ]
          : [],
      );
      const errors = refusalErrors(values, issues);
      if (Object.keys(errors).length) return { kind: 'refused', errors };
    }
    return { kind: 'failed' };
  } catch {
    // no answer (a network failure): the form stays as it is
    return { kind: 'failed' };
  }
}

export function mount(element: HTMLElement) {
  if (!(element instanceof HTMLFormElement)) return;
  const form = element;
  const messages = readJson<ContactMessages>(form, 'data-messages', {});
  const control = (field: ContactField | 'website') =>
    form.elements.namedItem(field) as Control | null;
  const submit = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  const submitLabel = submit?.querySelector('span:last-child');
  const idleLabel = submitLabel?.textContent ?? '';
  // a page the server answered after a send without JavaScript already shows messages
  let submitted = form.querySelector('[aria-invalid="true"]') !== null;

  const values = (): ContactValues => {
    const read = (field: ContactField | 'website') => control(field)?.value ?? '';
    return {
      name: read('name'),
      email: read('email'),
      phone: read('phone'),
      company: read('company'),
      service: read('service'),
      message: read('message'),
      website: read('website'),
    };
  };

  /** Shows the field's message under it (or clears it), tied to the control for screen readers. */
  function show(field: ContactField, error: FieldError | null | undefined) {
    const input = control(field);
    const note = form.querySelector<HTMLElement>(`#contact-${field}-error`);
    if (!input || !note) return;
    const ids = (input.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .filter((id) => id && id !== note.id);
    if (error) {
      note.textContent = messageText(messages, error);
      note.hidden = false;
      input.setAttribute('aria-invalid', 'true');
      ids.push(note.id);
    } else {
      note.textContent = '';
      note.hidden = true;
      input.removeAttribute('aria-invalid');
    }
    if (ids.length) input.setAttribute('aria-describedby', ids.join(' '));
    else input.removeAttribute('aria-describedby');
  }

  function showAll(errors: Partial<Record<ContactField, FieldError>>) {
    for (const field of contactFields) show(field, errors[field]);
    const first = contactFields.find((field) => errors[field]);
    if (first) control(first)?.focus();
    return first;
  }

  /** A notice from the page's templates, its own copy. */
  function notice(kind: 'failure' | 'success') {
    const template = form.querySelector<HTMLTemplateElement>(
      `template[data-contact-notice="${kind}"]`,
    );
    const element = template?.content.firstElementChild?.cloneNode(true);
    return element instanceof HTMLElement ? element : null;
  }

  const removeFailure = () =>
    form.querySelectorAll('[data-testid="contact-failure"]').forEach((old) => old.remove());

  function showFailure(reason: 'failed' | 'rate-limited') {
    removeFailure();
    const element = notice('failure');
    if (!element) return;
    element.querySelectorAll<HTMLElement>('[data-reason]').forEach((p) => {
      if (p.dataset.reason !== reason) p.remove();
    });
    form.prepend(element);
    element.focus();
  }

  function showSent(email: string) {
    const element = notice('success');
    if (!element) return;
    const text = element.querySelector<HTMLElement>('[data-text]');
    if (text) text.textContent = (text.dataset.text ?? '').replace('{{email}}', email);
    // "send another": the empty form again, without loading the page
    element.querySelector('a')?.addEventListener('click', (event) => {
      event.preventDefault();
      element.remove();
      form.hidden = false;
      control('name')?.focus();
    });
    form.reset();
    submitted = false;
    for (const field of contactFields) show(field, null);
    form.hidden = true;
    form.before(element);
    element.focus();
  }

  function busy(sending: boolean) {
    if (!submit) return;
    submit.disabled = sending;
    if (sending) submit.setAttribute('aria-busy', 'true');
    else submit.removeAttribute('aria-busy');
    submit.toggleAttribute('data-loading', sending);
    if (submitLabel) {
      submitLabel.textContent = sending ? (submit.dataset.sendingLabel ?? idleLabel) : idleLabel;
    }
  }

  for (const field of contactFields) {
    const input = control(field);
    if (!input) continue;
    input.addEventListener('blur', (event) => {
      // on the way to the send button the submit checks every field: a message shown now would
      // move the button from under the pointer between press and release, and lose the click
      if (submit && (event as FocusEvent).relatedTarget === submit) return;
      if (submitted || input.value) show(field, contactRules[field](input.value));
    });
    // once a send was tried, a message follows every change (and goes once the value is right)
    input.addEventListener(input instanceof HTMLSelectElement ? 'change' : 'input', () => {
      if (submitted) show(field, contactRules[field](input.value));
    });
  }

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (submit?.disabled) return;
    submitted = true;
    const current = values();
    if (showAll(validateContact(current))) return;
    removeFailure();
    busy(true);
    void send(current).then((outcome) => {
      busy(false);
      if (outcome.kind === 'sent') showSent(current.email.trim());
      else if (outcome.kind === 'refused') showAll(outcome.errors);
      else showFailure(outcome.kind);
    });
  });
}
