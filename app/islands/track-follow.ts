/**
 * "Follow this shipment by e-mail" under a found shipment (app/features/site/components/
 * track-follow.tsx writes its markup): the tracking page's island (./track-page.ts) mounts it
 * when it has found the shipment, with its number. An empty address is said at once; anything else
 * goes to POST /api/track/:number/follow in the page's language, and the form says what came of
 * it: the same "check your inbox" whether the number or the address exist (double opt-in), the
 * server's refusal of the address next to the field, or a line above the form for a refusal of the
 * number, too many requests, or no answer. Every text is the page's (`data-messages`, the
 * `follow-sent` template). The HTTP client loads with the first request. In browser mode (no mail
 * leaves the demo) it shows the line saying so instead of the form.
 */
import { apiMode } from '../lib/http/api-mode';
import { languageOfPath } from '../lib/i18n/localized-path';
import type { TrackFollowMessages } from '../features/site/track-labels';
import { fillLabel } from '../features/site/track-labels';
import { readJson } from './island';

export function mount(section: HTMLElement, number: string) {
  // browser mode sends no mail: the line saying so instead of the form
  if (apiMode === 'browser') {
    section.querySelector('[data-slot="follow-on"]')?.remove();
    const off = section.querySelector<HTMLElement>('[data-slot="follow-off"]');
    if (off) off.hidden = false;
    return;
  }
  const form = section.querySelector('form');
  if (!form) return;
  const input = form.querySelector<HTMLInputElement>('input[name="email"]');
  const error = form.querySelector<HTMLElement>('#track-follow-error');
  const alert = form.querySelector<HTMLElement>('[data-slot="follow-alert"]');
  const submit = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (!input || !error || !alert || !submit) return;
  const messages = readJson<Partial<TrackFollowMessages>>(form, 'data-messages', {});
  const label = submit.querySelector('span:last-child');
  const idleLabel = label?.textContent ?? '';
  const describedBy = input.getAttribute('aria-describedby') ?? '';

  /** the address's message under the field, tied to it (none: cleared) */
  const showError = (text: string | null) => {
    error.textContent = text ?? '';
    error.hidden = !text;
    if (text) {
      input.setAttribute('aria-invalid', 'true');
      input.setAttribute('aria-describedby', `${error.id} ${describedBy}`.trim());
    } else {
      input.removeAttribute('aria-invalid');
      input.setAttribute('aria-describedby', describedBy);
    }
  };
  const showAlert = (text: string | null) => {
    alert.textContent = text ?? '';
    alert.hidden = !text;
  };
  const busy = (sending: boolean) => {
    submit.disabled = sending;
    submit.toggleAttribute('data-loading', sending);
    if (sending) submit.setAttribute('aria-busy', 'true');
    else submit.removeAttribute('aria-busy');
    if (label) label.textContent = sending ? (submit.dataset.sendingLabel ?? idleLabel) : idleLabel;
  };
  const emailMessage = (code: string, limit?: number) => {
    if (code === 'required') return messages.required ?? '';
    if (code === 'tooLong' && limit !== undefined)
      return fillLabel(messages.tooLong ?? '', { count: String(limit) });
    return messages.invalid ?? '';
  };

  // once the field shows a message, it goes as soon as something is typed
  input.addEventListener('input', () => {
    if (!error.hidden && input.value.trim()) showError(null);
  });

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (submit.disabled) return;
    const email = input.value.trim();
    showAlert(null);
    if (!email) {
      showError(messages.required ?? '');
      input.focus();
      return;
    }
    showError(null);
    busy(true);
    void import('../features/site/api/follow-shipment')
      .then(({ followShipment }) =>
        followShipment(number, email, languageOfPath(window.location.pathname)),
      )
      .catch(() => ({ kind: 'failed' as const }))
      .then((outcome) => {
        busy(false);
        switch (outcome.kind) {
          case 'sent': {
            const template = section.querySelector<HTMLTemplateElement>(
              'template[data-template="follow-sent"]',
            );
            const sent = template?.content.firstElementChild?.cloneNode(true);
            if (!(sent instanceof HTMLElement)) return;
            form.replaceWith(sent);
            sent.focus();
            return;
          }
          case 'email':
            showError(emailMessage(outcome.code, outcome.limit));
            input.focus();
            return;
          case 'number':
            return showAlert(messages.number ?? '');
          case 'rateLimited':
            return showAlert(messages.rateLimited ?? '');
          case 'failed':
            return showAlert(messages.failed ?? '');
        }
      });
  });
}
