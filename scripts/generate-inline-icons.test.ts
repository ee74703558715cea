import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { renderInlineIcons } from './generate-inline-icons';

it('app/components/inline-icons.tsx is what the generator writes from the installed Tabler icons', () => {
  expect(readFileSync('app/components/inline-icons.tsx', 'utf8')).toBe(renderInlineIcons());
});
