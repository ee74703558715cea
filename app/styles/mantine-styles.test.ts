/**
 * Mantine's styles are split in two (docs/decisions/0063): the staff frame's part
 * (mantine-frame.css) and the rest (mantine-rest.css). Every part of Mantine's core styles must be
 * in exactly one of them, also after a Mantine upgrade adds a component.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// paths from the project's root, where the tests run
const here = (name: string) => `app/styles/${name}`;
const coreStyles = 'node_modules/@mantine/core/styles';

function importedParts(file: string): string[] {
  const text = readFileSync(here(file), 'utf8');
  return [
    ...text.matchAll(
      /@import '@mantine\/core\/styles\/([\w-]+)\.layer\.css'(?: layer\(mantine-frame\))?;/g,
    ),
  ].map((m) => m[1]);
}

describe("Mantine's styles in two parts", () => {
  it('hold every part of the core styles exactly once', () => {
    const parts = readdirSync(coreStyles)
      .filter((f) => f.endsWith('.layer.css'))
      .map((f) => f.replace(/\.layer\.css$/, ''))
      .sort();
    const imported = [...importedParts('mantine-frame.css'), ...importedParts('mantine-rest.css')];
    expect(imported.slice().sort()).toEqual(parts);
  });

  it('start the frame with the baseline, the variables and the global styles', () => {
    expect(importedParts('mantine-frame.css').slice(0, 3)).toEqual([
      'baseline',
      'default-css-variables',
      'global',
    ]);
  });

  it("list each part where Mantine's own styles.css has it (rules of equal weight follow the order)", () => {
    const complete = readFileSync('node_modules/@mantine/core/styles.layer.css', 'utf8');
    // a part's place: where its first class is in the complete file (the three base files first)
    const place = (part: string) => {
      const base = ['baseline', 'default-css-variables', 'global'].indexOf(part);
      if (base >= 0) return base - 3;
      const css = readFileSync(`${coreStyles}/${part}.layer.css`, 'utf8');
      return complete.indexOf(`.${/\.(m_[0-9a-f]+)/.exec(css)![1]}`);
    };
    for (const file of ['mantine-frame.css', 'mantine-rest.css']) {
      const parts = importedParts(file);
      expect(
        parts.every((part) => place(part) > -4),
        file,
      ).toBe(true);
      expect(parts, file).toEqual(parts.slice().sort((a, b) => place(a) - place(b)));
    }
  });

  // The page may load the rest before the frame's file (a screen's first load does): the frame's
  // core parts are in a layer below `mantine`, declared first, so Mantine's order holds anyway.
  it('put the frame in layer mantine-frame, declared below mantine before any style', () => {
    const frame = readFileSync(here('mantine-frame.css'), 'utf8');
    const coreImports = frame.match(/@import '@mantine\/core\/[^;]*;/g)!;
    expect(coreImports.length).toBeGreaterThan(3);
    expect(coreImports.filter((line) => !line.endsWith(' layer(mantine-frame);'))).toEqual([]);
    expect(readFileSync(here('mantine-rest.css'), 'utf8')).not.toContain('layer(');
    const tokens = readFileSync(here('tokens.css'), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
    expect(/@layer [^{;]+;/.exec(tokens)?.[0]).toBe('@layer site-base, mantine-frame, mantine;');
    expect(tokens.indexOf('@layer site-base, mantine-frame, mantine;')).toBeLessThan(
      tokens.indexOf('{'),
    );
  });

  it("keep the notifications' styles in the frame and the page search's in the rest", () => {
    expect(readFileSync(here('mantine-frame.css'), 'utf8')).toContain(
      "@import '@mantine/notifications/styles.layer.css';",
    );
    expect(readFileSync(here('mantine-rest.css'), 'utf8')).toContain(
      "@import '@mantine/spotlight/styles.layer.css';",
    );
  });
});
