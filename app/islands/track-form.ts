/**
 * The "Track a shipment" box (app/features/site/components/track-form.tsx renders its form): a
 * full-length number is checked as it is typed (its check character), so a mistyped number is said
 * at once, next to the field (`aria-invalid`, the message named by `aria-describedby`), before any
 * look-up; a good one goes to /track/<number> in the page's language. The messages are the
 * prerendered ones of `data-messages`.
 */
import { languageOfPath, localizedPath } from '../lib/i18n/localized-path';
import {
  trackPath,
  typedNumberProblem,
  type TrackFormMessages,
} from '../features/site/track-check';
import { readJson } from './island';

export function mount(element: HTMLElement) {
  if (!(element instanceof HTMLFormElement)) return;
  const form = element;
  const input = form.querySelector<HTMLInputElement>('input[name="number"]');
  const template = form.querySelector<HTMLTemplateElement>('template[data-template="error"]');
  const hint = form.querySelector<HTMLElement>('[id$="-hint"]');
  if (!input || !template) return;
  const messages = readJson<Partial<TrackFormMessages>>(form, 'data-messages', {});
  const hintId = input.getAttribute('aria-describedby') ?? '';
  let error: HTMLElement | null = null;
  let submitted = false;

  /** shows the problem of what is typed (none: no message), and answers it */
  const update = () => {
    const problem = typedNumberProblem(input.value, submitted);
    if (!problem) {
      error?.remove();
      error = null;
      input.removeAttribute('aria-invalid');
      input.setAttribute('aria-describedby', hintId);
      return problem;
    }
    if (!error) {
      error = (template.content.firstElementChild?.cloneNode(true) as HTMLElement | null) ?? null;
      if (!error) return problem;
      (hint ?? input.parentElement)?.after(error);
    }
    error.textContent = messages[problem] ?? '';
    input.setAttribute('aria-invalid', 'true');
    input.setAttribute('aria-describedby', `${error.id} ${hintId}`.trim());
    return problem;
  };

  input.addEventListener('input', () => {
    submitted = false;
    update();
  });
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    submitted = true;
    if (update()) {
      input.focus();
      return;
    }
    submitted = false;
    window.location.assign(
      localizedPath(trackPath(input.value), languageOfPath(window.location.pathname)),
    );
  });
  // what was typed before the island arrived counts
  if (input.value) update();
}
