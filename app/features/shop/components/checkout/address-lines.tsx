import { useTranslation } from 'react-i18next';
import type { OrderAddress } from '../../../../../api/modules/orders/contract';
import { countryNamer } from './countries';

/** An address as it is written on an envelope, the country named in the reader's language. */
export function AddressLines({ address }: { address: OrderAddress }) {
  const { i18n } = useTranslation();
  const country = countryNamer(i18n.language)(address.country);
  const lines = [
    address.fullName,
    address.line1,
    address.line2,
    [address.city, address.province, address.postalCode].filter(Boolean).join(' '),
    country,
    address.phone,
  ].filter(Boolean);
  return (
    <address style={{ fontStyle: 'normal' }} data-testid="address-lines">
      {lines.map((line, index) => (
        <div key={index}>{line}</div>
      ))}
    </address>
  );
}
