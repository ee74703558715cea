import { breakpoints } from '../../theme';

export type BreakpointName = 'sm' | 'md' | 'lg' | 'xl';

/** The theme's breakpoints in px (app/theme.ts writes them in em of 16 px): 576, 768, 992, 1200. */
export const BREAKPOINTS: { name: BreakpointName; px: number }[] = (
  ['sm', 'md', 'lg', 'xl'] as const
).map((name) => ({ name, px: parseFloat(breakpoints[name]) * 16 }));
