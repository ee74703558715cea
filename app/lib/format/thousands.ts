// making a format costs more than using it: one per language and currency
const thousandsFormats = new Map<string, (value: number) => string>();

/**
 * The thousands rule (docs/product.md section 9): a number above 999 in the reader's compact form,
 * Intl's compact notation in their language (97,500: "97.5K", "97,5 k", "9.75万"; German writes
 * thousands whole, "97.500", and shortens millions, "1,23 Mio."), to a decimal of its unit, or three
 * significant digits where that says more (1,284: "1.28K"); up to 999 as the reader writes numbers.
 * With `currency`, money by the same rule, whole units up to 999 ("$362", "$97.5K"). Every card
 * that shows a count or an amount uses it; a module of its own, so that the screens that only
 * format times (./format.ts) do not carry it.
 */
export function thousandsFormat(
  locale: string,
  { currency }: { currency?: string } = {},
): (value: number) => string {
  const key = `${locale} ${currency ?? ''}`;
  let format = thousandsFormats.get(key);
  if (!format) {
    const money: Intl.NumberFormatOptions = currency ? { style: 'currency', currency } : {};
    const whole = new Intl.NumberFormat(
      locale,
      currency ? { ...money, maximumFractionDigits: 0 } : {},
    );
    const compact = new Intl.NumberFormat(locale, {
      ...money,
      notation: 'compact',
      minimumFractionDigits: 0,
      maximumFractionDigits: 1,
      maximumSignificantDigits: 3,
      roundingPriority: 'morePrecision',
    });
    format = (value) => {
      if (!Number.isFinite(value)) return String(value);
      return (Math.abs(value) > 999 ? compact : whole).format(value);
    };
    thousandsFormats.set(key, format);
  }
  return format;
}
