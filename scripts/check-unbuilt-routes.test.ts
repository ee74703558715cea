import { describe, expect, it } from 'vitest';
import { problems } from './check-unbuilt-routes';

describe('generated unbuilt route modules', () => {
  it('match the page registry (npx tsx scripts/check-unbuilt-routes.ts --write)', () => {
    expect(problems()).toEqual([]);
  });
});
