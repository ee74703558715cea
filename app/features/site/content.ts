import type { TFunction } from 'i18next';

export interface TitledText {
  title: string;
  text: string;
}

/** A list from site.json (`returnObjects`); an empty list when the key is missing. */
export function listOf<T = string>(t: TFunction<'site'>, key: string, values: Record<string, string> = {}): T[] {
  const value: unknown = t(key, { ...values, returnObjects: true });
  return Array.isArray(value) ? (value as T[]) : [];
}
