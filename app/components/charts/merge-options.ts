// A module of its own: a page that merges chart options without drawing ApexCharts must not carry
// ApexChart's lazy import of the library (e2e/spine-budget.spec.ts checks who can load it).

/** A plain object (not an array, not a function): merged key by key. */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `over` laid over `under`, nested objects merged, arrays and other values replaced. */
export function mergeOptions<T>(under: T, over: T | undefined): T {
  if (!isPlainObject(under) || !isPlainObject(over)) return (over ?? under) as T;
  const out: Record<string, unknown> = { ...under };
  for (const [key, value] of Object.entries(over)) {
    out[key] = key in out ? mergeOptions(out[key], value) : value;
  }
  return out as T;
}
