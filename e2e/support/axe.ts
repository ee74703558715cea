import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * axe's serious and critical violations on the page as it is now, one line each (the rule and
 * the elements): a test expects the list to be empty, so a failure names what to fix. Read once
 * no animation that ends is running: a route's fade-in or a modal's opening blends the colours axe
 * measures (a loader's spin never ends).
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  await expect
    .poll(
      () =>
        page.evaluate(
          () =>
            document
              .getAnimations()
              .filter(
                (a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity,
              ).length,
        ),
      { message: 'animations over before axe reads the page', timeout: 15_000 },
    )
    .toBe(0);
  return (await new AxeBuilder({ page }).analyze()).violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}
