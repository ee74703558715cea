/**
 * The button of a shipment mail's link page (app/features/site/components/mail-link.tsx writes
 * it): /follow/confirm?token=... confirms a follow request, /unsubscribe?token=... stops the
 * mails. The token comes from the address; the call is made only when the button is pressed, never
 * on load (mail scanners open links). An address without a token is a link that cannot work: said
 * at once, nothing sent. The outcome replaces the button from the page's templates, in its
 * language, and takes the focus; no answer keeps the button for another try. The HTTP client (and
 * in browser mode the in-page back end) loads with the press.
 */
import { formatTrackingNumber } from '../../api/modules/shipments/contract-tracking-number';
import type { MailLinkOutcome } from '../features/site/api/shipment-mail-reply';
import { fillLabel } from '../features/site/track-labels';
import { trackPath } from '../features/site/track-check';
import { languageOfPath, localizedPath } from '../lib/i18n/localized-path';

/** the link's token: `?token=`, as the mail wrote it */
export function tokenOfAddress(search: string): string {
  return new URLSearchParams(search).get('token')?.trim() ?? '';
}

async function use(action: string, token: string): Promise<MailLinkOutcome> {
  if (action === 'confirm') {
    const { confirmFollow } = await import('../features/site/api/confirm-follow');
    return confirmFollow(token);
  }
  const { unsubscribeMail } = await import('../features/site/api/unsubscribe-mail');
  return unsubscribeMail(token);
}

export function mount(element: HTMLElement) {
  const action = element.dataset.action ?? '';
  const content = element.querySelector<HTMLElement>('[data-slot="content"]');
  const failed = element.querySelector<HTMLElement>('[data-slot="failed"]');
  const button = element.querySelector<HTMLButtonElement>('[data-slot="action"]');
  if (!content || !button) return;
  const label = button.querySelector('span:last-child');
  const idleLabel = label?.textContent ?? '';
  const token = tokenOfAddress(window.location.search);

  /** the outcome's template in place of the button, focused after a press so that it is read out */
  const show = (name: 'done' | 'invalid', trackingNumber?: string, focus = true) => {
    const template = element.querySelector<HTMLTemplateElement>(
      `template[data-template="${name}"]`,
    );
    const shown = template?.content.firstElementChild?.cloneNode(true);
    if (!(shown instanceof HTMLElement)) return;
    if (trackingNumber) {
      const text = shown.querySelector<HTMLElement>('[data-slot="text"]');
      if (text) {
        // the number's groups kept on one line
        text.textContent = fillLabel(text.dataset.text ?? '', {
          number: formatTrackingNumber(trackingNumber).replace(/ /g, '\u00a0'),
        });
      }
      shown
        .querySelector('[data-slot="shipment-link"]')
        ?.setAttribute(
          'href',
          localizedPath(trackPath(trackingNumber), languageOfPath(window.location.pathname)),
        );
    }
    if (failed) failed.hidden = true;
    content.replaceChildren(shown);
    if (focus) shown.focus();
  };

  const busy = (working: boolean) => {
    button.disabled = working;
    button.toggleAttribute('data-loading', working);
    if (working) button.setAttribute('aria-busy', 'true');
    else button.removeAttribute('aria-busy');
    if (label) label.textContent = working ? (button.dataset.workingLabel ?? idleLabel) : idleLabel;
  };

  if (!token) {
    show('invalid', undefined, false);
    return;
  }

  button.addEventListener('click', () => {
    if (button.disabled) return;
    if (failed) failed.hidden = true;
    busy(true);
    void use(action, token)
      .catch((): MailLinkOutcome => ({ kind: 'failed' }))
      .then((outcome) => {
        busy(false);
        if (outcome.kind === 'done') show('done', outcome.trackingNumber);
        else if (outcome.kind === 'invalid') show('invalid');
        else if (failed) failed.hidden = false;
      });
  });
}
