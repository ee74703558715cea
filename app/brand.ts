/**
 * The brand: the one place that names the company.
 * A company makes the website its own by editing this file (and the pictures in
 * public/images/site/); the pages, the footer, the contact page, the sitemap and the
 * page titles all read from here. Texts that change with the language (office roles,
 * opening hours) live in app/locales/<lang>/site.json under the keys named here.
 * Keep it free of React: the sitemap build step imports it.
 */

export type OfficeKind = 'head' | 'port' | 'airport' | 'border' | 'representative';

export interface Office {
  id: string;
  kind: OfficeKind;
  /** the city as written on the map and in the address block */
  city: string;
  /** the postal address, line by line, as the post office writes it */
  address: string[];
  phone: string;
  email: string;
  /** WGS 84 latitude and longitude, for the link to OpenStreetMap */
  lat: number;
  lon: number;
}

export interface SocialLink {
  id: 'linkedin' | 'facebook' | 'youtube' | 'line';
  label: string;
  url: string;
}

export const brand = {
  /** the legal name, used in the footer's copyright line */
  legalName: 'Siam Gateway Logistics Co., Ltd.',
  /** the short name, used in titles and in the header */
  name: 'Siam Gateway',
  /** the public address of the website, without a trailing slash (sitemap, Open Graph) */
  siteUrl: 'https://www.siamgateway.example',
  /** the logo, an SVG in public/ (width and height are its slot in the header) */
  logo: { src: '/images/site/logo.svg', width: 40, height: 40 },
  /** the picture shown when a page is shared (Open Graph), 1200 x 630 */
  shareImage: '/images/site/share.jpg',
  foundedYear: 2004,
  /** company registration, printed in the footer */
  taxId: '0105547012345',
  customsLicence: '2548/0117',
  phone: '+66 2 249 1188',
  email: 'hello@siamgateway.example',
  /** operations desk, answered around the clock */
  emergencyPhone: '+66 81 900 1188',
  social: [
    { id: 'linkedin', label: 'LinkedIn', url: 'https://www.linkedin.com/company/siam-gateway-logistics' },
    { id: 'facebook', label: 'Facebook', url: 'https://www.facebook.com/siamgatewaylogistics' },
    { id: 'youtube', label: 'YouTube', url: 'https://www.youtube.com/@siamgatewaylogistics' },
    { id: 'line', label: 'LINE', url: 'https://line.me/R/ti/p/@siamgateway' },
  ] satisfies SocialLink[],
  offices: [
    {
      id: 'bangkok',
      kind: 'head',
      city: 'Bangkok',
      address: ['1188 Rama IV Road, Khlong Toei', 'Bangkok 10110', 'Thailand'],
      phone: '+66 2 249 1188',
      email: 'hello@siamgateway.example',
      lat: 13.7189,
      lon: 100.5606,
    },
    {
      id: 'laem-chabang',
      kind: 'port',
      city: 'Laem Chabang',
      address: ['88/12 Moo 2, Sukhumvit Road, Thung Sukhla', 'Si Racha, Chonburi 20230', 'Thailand'],
      phone: '+66 38 490 288',
      email: 'seafreight@siamgateway.example',
      lat: 13.0827,
      lon: 100.9167,
    },
    {
      id: 'suvarnabhumi',
      kind: 'airport',
      city: 'Suvarnabhumi',
      address: ['Free Zone Cargo Village, Building 3, Room 214', 'Racha Thewa, Bang Phli, Samut Prakan 10540', 'Thailand'],
      phone: '+66 2 134 0214',
      email: 'airfreight@siamgateway.example',
      lat: 13.6811,
      lon: 100.7473,
    },
    {
      id: 'nong-khai',
      kind: 'border',
      city: 'Nong Khai',
      address: ['333 Mittraphap Road, Mueang Nong Khai', 'Nong Khai 43000', 'Thailand'],
      phone: '+66 42 411 333',
      email: 'crossborder@siamgateway.example',
      lat: 17.8687,
      lon: 102.7217,
    },
    {
      id: 'sadao',
      kind: 'border',
      city: 'Sadao',
      address: ['45 Kanjanavanit Road, Sadao', 'Songkhla 90120', 'Thailand'],
      phone: '+66 74 411 045',
      email: 'crossborder@siamgateway.example',
      lat: 6.6386,
      lon: 100.4237,
    },
    {
      id: 'kunming',
      kind: 'representative',
      city: 'Kunming',
      address: ['Room 1806, 35 Beijing Road, Guandu District', 'Kunming, Yunnan 650000', 'China'],
      phone: '+86 871 6318 1806',
      email: 'china@siamgateway.example',
      lat: 25.0227,
      lon: 102.7219,
    },
  ] satisfies Office[],
} as const;

export function headOffice(): Office {
  return brand.offices.find((o) => o.kind === 'head') ?? brand.offices[0];
}

/** OpenStreetMap, centred on an office, with a marker. */
export function osmUrl(office: Pick<Office, 'lat' | 'lon'>, zoom = 16): string {
  return `https://www.openstreetmap.org/?mlat=${office.lat}&mlon=${office.lon}#map=${zoom}/${office.lat}/${office.lon}`;
}

/** tel: link from a phone number as written for people. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, '')}`;
}
