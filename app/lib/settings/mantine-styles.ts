/**
 * The rest of Mantine's styles (app/styles/mantine-rest.css), loaded on demand: the staff frame
 * first loads only its own part (app/styles/mantine-frame.css). Loaded once; later calls answer
 * the same promise (docs/decisions/0063).
 */
let loading: Promise<unknown> | undefined;

export function loadAllMantineStyles(): Promise<unknown> {
  loading ??= import('../../styles/mantine-rest.css');
  return loading;
}
