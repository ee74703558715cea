/**
 * The axe helper of every screen's accessibility check (e2e/support/axe.ts) reports what it must:
 * a screen that is clean because axe read nothing would pass every one of those checks.
 */
import { expect } from '@playwright/test';
import { test } from './support/test';
import { seriousColourViolations, seriousViolations } from './support/axe';

const faulty = `<!doctype html><html lang="en"><head><title>Faulty</title></head><body>
  <main>
    <h1>A faulty page</h1>
    <button id="nameless"><svg width="10" height="10"></svg></button>
    <p id="faint" style="color:#bbb;background:#fff">Text too faint to read</p>
  </main>
</body></html>`;

test('it names a serious violation, and a colour one when asked for colours only', async ({
  page,
}) => {
  await page.goto('/robots.txt');
  await page.setContent(faulty);
  const all = await seriousViolations(page);
  expect(all.find((line) => line.startsWith('button-name'))).toContain('#nameless');
  expect(all.find((line) => line.startsWith('color-contrast'))).toContain('#faint');
  const colours = await seriousColourViolations(page);
  expect(colours).toHaveLength(1);
  expect(colours[0]).toMatch(/^color-contrast \(serious\): #faint$/);
});
