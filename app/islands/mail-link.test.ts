// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { formatTrackingNumber } from '../../api/modules/shipments/contract-tracking-number';
import type { MailLinkOutcome } from '../features/site/api/shipment-mail-reply';
import { mount, tokenOfAddress } from './mail-link';

const confirm = vi.fn<(token: string) => Promise<MailLinkOutcome>>();
const unsubscribe = vi.fn<(token: string) => Promise<MailLinkOutcome>>();
vi.mock('../features/site/api/confirm-follow', () => ({
  confirmFollow: (token: string) => confirm(token),
}));
vi.mock('../features/site/api/unsubscribe-mail', () => ({
  unsubscribeMail: (token: string) => unsubscribe(token),
}));

/** the markup of app/features/site/components/mail-link.tsx, reduced to what the island reads */
function page(action: 'confirm' | 'unsubscribe', address: string) {
  window.history.replaceState(null, '', address);
  document.body.innerHTML = `
    <div data-island="mail-link" data-action="${action}">
      <div data-slot="content"><button data-slot="action" data-working-label="Wait"><span>Do it</span></button></div>
      <p data-slot="failed" hidden>No answer</p>
      <template data-template="done"><div tabindex="-1" data-testid="done"><p data-slot="text" data-text="You follow {{number}}."></p><a href="/track" data-slot="shipment-link">See</a></div></template>
      <template data-template="invalid"><div tabindex="-1" data-testid="invalid">Invalid</div></template>
    </div>`;
  mount(document.querySelector<HTMLElement>('[data-island]')!);
  return {
    button: () => document.querySelector<HTMLButtonElement>('[data-slot="action"]'),
    shown: (id: string) => document.querySelector<HTMLElement>(`[data-testid="${id}"]`),
    failed: () => document.querySelector<HTMLElement>('[data-slot="failed"]')!,
  };
}

describe("a mail link's page island", () => {
  beforeEach(() => {
    confirm.mockReset();
    unsubscribe.mockReset();
  });

  it('reads the token from the address', () => {
    expect(tokenOfAddress('?token=abc.def')).toBe('abc.def');
    expect(tokenOfAddress('?x=1')).toBe('');
    expect(tokenOfAddress('')).toBe('');
  });

  it('no token: the link cannot work, said at once, nothing sent', () => {
    const { shown, button } = page('unsubscribe', '/th/unsubscribe');
    expect(shown('invalid')).not.toBeNull();
    expect(button()).toBeNull();
    expect(unsubscribe).not.toHaveBeenCalled();
  });

  it('nothing is sent on load; the press confirms and names the shipment, linked in the page language', async () => {
    confirm.mockResolvedValueOnce({ kind: 'done', trackingNumber: 'FT3CXWYF9ZQKR' });
    const { shown, button } = page('confirm', '/de/follow/confirm?token=tok');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(confirm).not.toHaveBeenCalled();
    button()!.click();
    expect(button()!.disabled).toBe(true);
    await vi.waitFor(() => expect(shown('done')).not.toBeNull());
    expect(confirm).toHaveBeenCalledWith('tok');
    expect(shown('done')!.querySelector('p')!.textContent).toBe(
      `You follow ${formatTrackingNumber('FT3CXWYF9ZQKR').replace(/ /g, '\u00a0')}.`,
    );
    expect(shown('done')!.querySelector('a')!.getAttribute('href')).toBe('/de/track/FT3CXWYF9ZQKR');
    expect(document.activeElement).toBe(shown('done'));
  });

  it('invalid after the press; no answer keeps the button with a line', async () => {
    unsubscribe.mockResolvedValueOnce({ kind: 'failed' });
    const { shown, button, failed } = page('unsubscribe', '/unsubscribe?token=tok');
    button()!.click();
    await vi.waitFor(() => expect(failed().hidden).toBe(false));
    expect(button()!.disabled).toBe(false);
    unsubscribe.mockResolvedValueOnce({ kind: 'invalid' });
    button()!.click();
    await vi.waitFor(() => expect(shown('invalid')).not.toBeNull());
    expect(failed().hidden).toBe(true);
  });
});
