import type { TFunction } from 'i18next';
import { orderAddressSchema, type OrderAddress } from '../../../../../api/modules/orders/contract';

/** The address form's fields, in the form's order. */
export const ADDRESS_FIELDS = [
  'fullName',
  'phone',
  'line1',
  'line2',
  'city',
  'province',
  'postalCode',
  'country',
] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];
export type AddressValues = Record<AddressField, string>;

export const emptyAddress = (fullName = ''): AddressValues => ({
  fullName,
  phone: '',
  line1: '',
  line2: '',
  city: '',
  province: '',
  postalCode: '',
  country: 'TH',
});

/** The order body's address: the optional lines left out when empty. */
export function addressOf(values: AddressValues): OrderAddress {
  const { line2, province, ...rest } = values;
  return {
    ...rest,
    ...(line2.trim() ? { line2 } : {}),
    ...(province.trim() ? { province } : {}),
  };
}

/**
 * The browser's check of the address, by the contract's own rules (orderAddressSchema, the same
 * the server applies): one message per wrong field, in the reader's language.
 */
export function addressErrors(
  t: TFunction,
  values: AddressValues,
): Partial<Record<AddressField, string>> {
  const parsed = orderAddressSchema.safeParse(addressOf(values));
  if (parsed.success) return {};
  const errors: Partial<Record<AddressField, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as AddressField;
    if (errors[field]) continue;
    if (issue.code === 'too_small') errors[field] = t('checkout:address.errors.required');
    else if (issue.code === 'too_big')
      errors[field] = t('checkout:address.errors.tooLong', { count: Number(issue.maximum) });
    else if (field === 'phone') errors.phone = t('checkout:address.errors.phone');
    else if (field === 'postalCode')
      errors.postalCode = t(
        values.country === 'TH'
          ? 'checkout:address.errors.postalCodeTH'
          : 'checkout:address.errors.postalCode',
      );
    else if (field === 'country') errors.country = t('checkout:address.errors.country');
    else errors[field] = t('checkout:address.errors.required');
  }
  return errors;
}

/**
 * The countries of the form (ISO 3166-1 alpha-2): Thailand, its neighbours and the company's
 * trading partners; their names come from Intl.DisplayNames in the reader's language.
 */
export const COUNTRIES = [
  'TH',
  'KH',
  'LA',
  'MM',
  'MY',
  'VN',
  'SG',
  'ID',
  'PH',
  'BN',
  'CN',
  'HK',
  'TW',
  'JP',
  'KR',
  'IN',
  'BD',
  'LK',
  'AE',
  'SA',
  'AU',
  'NZ',
  'US',
  'CA',
  'MX',
  'BR',
  'GB',
  'IE',
  'FR',
  'DE',
  'NL',
  'BE',
  'LU',
  'CH',
  'AT',
  'IT',
  'ES',
  'PT',
  'DK',
  'SE',
  'NO',
  'FI',
  'PL',
  'CZ',
  'TR',
  'ZA',
] as const;
