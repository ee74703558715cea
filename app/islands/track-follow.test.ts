// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { FollowOutcome } from '../features/site/api/follow-shipment';
import { mount } from './track-follow';

const mode = vi.hoisted(() => ({ apiMode: 'server' as 'server' | 'browser' }));
vi.mock('../lib/http/api-mode', () => ({
  get apiMode() {
    return mode.apiMode;
  },
}));

const follow = vi.fn<(number: string, email: string, language: string) => Promise<FollowOutcome>>();
vi.mock('../features/site/api/follow-shipment', () => ({
  followShipment: (number: string, email: string, language: string) =>
    follow(number, email, language),
}));

const messages = {
  required: 'Enter your address.',
  invalid: 'Not an address.',
  tooLong: 'At most {{count}}.',
  number: 'Bad number.',
  rateLimited: 'Too many.',
  failed: 'No answer.',
};

/** the markup of components/track-follow.tsx, reduced to what the island reads */
function page() {
  document.body.innerHTML = `
    <section data-slot="follow">
      <p data-slot="follow-off" hidden>Mail is off here.</p>
      <div data-slot="follow-on">
      <p id="track-follow-lead">lead</p>
      <form data-messages='${JSON.stringify(messages)}'>
        <p data-slot="follow-alert" role="alert" hidden></p>
        <label for="track-follow-email">Address</label>
        <input id="track-follow-email" name="email" aria-describedby="track-follow-lead" />
        <button type="submit" data-sending-label="Sending"><span>Follow</span></button>
        <p id="track-follow-error" hidden></p>
      </form>
      <template data-template="follow-sent"><p role="status" tabindex="-1" data-testid="sent">Check your inbox</p></template>
      </div>
    </section>`;
  const section = document.querySelector<HTMLElement>('section')!;
  mount(section, 'FT3CXWYF9ZQKR');
  const input = document.querySelector<HTMLInputElement>('input')!;
  const submit = () =>
    document.querySelector('form')!.dispatchEvent(new Event('submit', { cancelable: true }));
  const error = () => document.querySelector<HTMLElement>('#track-follow-error')!;
  const alert = () => document.querySelector<HTMLElement>('[data-slot="follow-alert"]')!;
  return { input, submit, error, alert };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the follow form island', () => {
  beforeEach(() => {
    mode.apiMode = 'server';
    follow.mockReset();
    window.history.replaceState(null, '', '/de/track/FT3CXWYF9ZQKR');
  });

  it('browser mode: the line saying mail is off, no form', () => {
    mode.apiMode = 'browser';
    page();
    expect(document.querySelector('form')).toBeNull();
    expect(document.querySelector<HTMLElement>('[data-slot="follow-off"]')!.hidden).toBe(false);
  });

  it('says an empty address next to the field, sending nothing', async () => {
    const { input, submit, error } = page();
    submit();
    await settle();
    expect(follow).not.toHaveBeenCalled();
    expect(error().hidden).toBe(false);
    expect(error().textContent).toBe(messages.required);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe('track-follow-error track-follow-lead');
    // typing clears it
    input.value = 'a';
    input.dispatchEvent(new Event('input'));
    expect(error().hidden).toBe(true);
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.getAttribute('aria-describedby')).toBe('track-follow-lead');
  });

  it("sends the trimmed address in the page's language; the server's refusal goes next to the field", async () => {
    follow.mockResolvedValueOnce({ kind: 'email', code: 'tooLong', limit: 254 });
    const { input, submit, error } = page();
    input.value = '  buyer@example  ';
    submit();
    await vi.waitFor(() => expect(error().hidden).toBe(false));
    expect(follow).toHaveBeenCalledWith('FT3CXWYF9ZQKR', 'buyer@example', 'de');
    expect(error().textContent).toBe('At most 254.');
    expect(document.activeElement).toBe(input);
  });

  it('the number refused, too many requests and no answer: a line above the form', async () => {
    const { input, submit, alert } = page();
    input.value = 'buyer@example.com';
    for (const [kind, text] of [
      ['number', messages.number],
      ['rateLimited', messages.rateLimited],
      ['failed', messages.failed],
    ] as const) {
      follow.mockResolvedValueOnce({ kind });
      submit();
      await vi.waitFor(() => expect(alert().textContent).toBe(text));
      expect(alert().hidden).toBe(false);
    }
  });

  it('sent: the "check your inbox" line in place of the form, focused', async () => {
    follow.mockResolvedValueOnce({ kind: 'sent' });
    const { input, submit } = page();
    input.value = 'buyer@example.com';
    submit();
    await vi.waitFor(() => expect(document.querySelector('form')).toBeNull());
    const sent = document.querySelector<HTMLElement>('[data-testid="sent"]')!;
    expect(sent.textContent).toBe('Check your inbox');
    expect(document.activeElement).toBe(sent);
  });
});
