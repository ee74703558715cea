/**
 * The browser the browser tests drive: Debian's Chromium headless shell (package
 * chromium-headless-shell), the build of Chromium without a window that Playwright's own headless
 * runs use. Measured against Debian's full Chromium on the same 60 server-mode tests, one machine,
 * one after the other: 216 s against 245 s summed (docs/decisions/0070-ci-in-twenty-minutes.md).
 * `CHROME_PATH` names another. Lighthouse and the benches drive the full Chromium, whose headless
 * mode is what a visitor's browser renders.
 */
const browserTestsChromium = process.env.CHROME_PATH ?? '/usr/bin/chromium-headless-shell';

/** The launch options of every browser-test configuration. */
export const browserTestsLaunchOptions = {
  executablePath: browserTestsChromium,
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
};
