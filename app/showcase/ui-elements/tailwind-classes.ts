import type { CSSProperties } from 'react';
import utilities from './grid-utilities.module.css';

/** The breakpoint prefixes, smallest first ('' is no prefix: every width). */
const PREFIXES = ['', 'sm', 'md', 'lg', 'xl'] as const;
type Prefix = (typeof PREFIXES)[number];

/** The utilities that change with a prefix, by the custom property they set. */
const RESPONSIVE = { 'grid-cols': 'cols', 'col-span': 'span', gap: 'gap' } as const;
/** The utilities that hold at every width. */
const FIXED = { 'col-start': 'start', items: 'items', 'justify-items': 'justify-items' } as const;

const UTILITY =
  /^(?:(sm|md|lg|xl):)?(grid-cols|col-span|col-start|gap|justify-items|items)-(\d+|start|center|end|stretch)$/;

/**
 * Class names as Tailwind writes them (`grid grid-cols-12 gap-2`, `col-span-12 md:col-span-4`)
 * as the CSS module's class and custom properties (grid-utilities.module.css): the page shows the
 * first and applies the second, so a label always says what the box has. A value a prefix does
 * not set is the one of the prefix below it. A name this does not know throws (a typo in the page).
 */
export function tw(classes: string): { className: string; style: CSSProperties } {
  const names = classes.split(/\s+/).filter(Boolean);
  const vars: Record<string, string> = {};
  const perPrefix: Partial<Record<string, Partial<Record<Prefix, string>>>> = {};
  let isGrid = false;
  let isItem = false;
  for (const name of names) {
    if (name === 'grid') {
      isGrid = true;
      continue;
    }
    const m = UTILITY.exec(name);
    if (!m) throw new Error(`no grid utility ${name}`);
    const [, prefix = '', utility, value] = m;
    if (utility === 'col-span' || utility === 'col-start') isItem = true;
    if (utility in RESPONSIVE) {
      const prop = RESPONSIVE[utility as keyof typeof RESPONSIVE];
      (perPrefix[prop] ??= {})[prefix as Prefix] = value;
    } else if (!prefix) vars[`--${FIXED[utility as keyof typeof FIXED]}`] = value;
    else throw new Error(`${name}: only grid-cols, col-span and gap take a prefix here`);
  }
  for (const [prop, values] of Object.entries(perPrefix)) {
    let last: string | undefined;
    for (const prefix of PREFIXES) {
      last = values?.[prefix] ?? last;
      if (last !== undefined) vars[prefix ? `--${prefix}-${prop}` : `--${prop}`] = last;
    }
  }
  const className = [isGrid && utilities.grid, isItem && utilities.item].filter(Boolean).join(' ');
  return { className, style: vars as CSSProperties };
}
