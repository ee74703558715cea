import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * axe's violations on the page as it is now, one line each (the rule and the elements): a test
 * expects the list to be empty, so a failure names what to fix. Read once no animation that ends
 * is running: a route's fade-in or a modal's opening blends the colours axe measures (a loader's
 * spin never ends).
 */
export async function violations(page: Page): Promise<string[]> {
  return run(page, axeReadingViolations(page));
}

/**
 * The rules whose answer depends on the colours: all that can change when the same screen is
 * drawn in another theme. A test reads a screen with every rule in one theme and with these in
 * the other; the structure (names, roles, landmarks) is the same in both, and axe spends most of
 * its time on it.
 */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** `violations` of the colour rules only: for the same screen again in its other theme. */
export async function colourViolations(page: Page): Promise<string[]> {
  return run(page, axeReadingViolations(page).withRules(COLOUR_RULES));
}

/** The serious and critical ones of `colourViolations`. */
export async function seriousColourViolations(page: Page): Promise<string[]> {
  return serious(await colourViolations(page));
}

/**
 * axe asked for the violations' details only: the other result types (passes above all) are kept
 * to one node each, a megabyte less to send back from every page, a fifth of axe's time. Set
 * before `withRules`, which adds to the options where `options()` replaces them.
 *
 * In axe's "legacy mode": `axe.run` in the page itself. Otherwise AxeBuilder gathers each frame's
 * partial results and finishes the run in a new blank page, which costs a new renderer process at
 * every read: 2.1 to 3.4 s a read of a staff screen against 1.0 to 1.5 s (measured on four
 * demonstration pages, one worker). What it is for, frames of other origins, the app has none:
 * its mail and notes sanitizers remove iframes, and no screen draws one.
 */
function axeReadingViolations(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] });
}

async function run(page: Page, axe: AxeBuilder): Promise<string[]> {
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
  const results = await axe.analyze();
  return results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`,
  );
}

/** The serious and critical ones of `violations`: what the staff screens must be free of. */
export async function seriousViolations(page: Page): Promise<string[]> {
  return serious(await violations(page));
}

function serious(lines: string[]): string[] {
  return lines.filter((line) => /^\S+ \((serious|critical)\):/.test(line));
}
