import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * axe's violations on the page as it is now, one line each (the rule and the elements): a test
 * expects the list to be empty, so a failure names what to fix. Read once no animation that ends
 * is running: a route's fade-in or a modal's opening blends the colours axe measures (a loader's
 * spin never ends).
 */
export async function violations(page: Page): Promise<string[]> {
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
  // the other result types (passes above all) are kept to one node each: a megabyte less to send
  // back from every page, a fifth of axe's time
  const results = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
  return results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`,
  );
}

/** The serious and critical ones of `violations`: what the staff screens must be free of. */
export async function seriousViolations(page: Page): Promise<string[]> {
  return (await violations(page)).filter((line) => /^\S+ \((serious|critical)\):/.test(line));
}
