/** The services and their pages: the navigation, the service pages and the home page use them. Sentences live in app/locales/<lang>/site.json; numbers are formatted per language (../format.ts). */

export type ServiceId = 'sea' | 'air' | 'customs' | 'heavy' | 'crossBorder';

export interface ServiceInfo {
  id: ServiceId;
  path: string;
  image: string;
}

export const services: ServiceInfo[] = [
  { id: 'sea', path: '/ourservices/seafreight', image: '/images/site/sea-freight.svg' },
  { id: 'air', path: '/ourservices/airfreight', image: '/images/site/air-freight.svg' },
  { id: 'customs', path: '/ourservices/customs', image: '/images/site/customs.svg' },
  { id: 'heavy', path: '/ourservices/heavyequipment', image: '/images/site/heavy-equipment.svg' },
  { id: 'crossBorder', path: '/ourservices/crossborder', image: '/images/site/cross-border.svg' },
];

export function serviceById(id: ServiceId): ServiceInfo {
  return services.find((s) => s.id === id) ?? services[0];
}

export type TimeUnit = 'hour' | 'day';
