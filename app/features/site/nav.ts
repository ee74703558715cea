/** The website's navigation: one list for the header, the mobile drawer and the footer. */
import { services, type ServiceId } from './data/services';

export interface NavLinkItem {
  /** key in site.json */
  labelKey: string;
  /** key in site.json of a one-line description, shown in the header's menu */
  descriptionKey?: string;
  to: string;
}

export const aboutLinks: NavLinkItem[] = [
  { labelKey: 'layout.aboutStory', to: '/aboutus/aboutweare' },
  { labelKey: 'layout.visionMission', to: '/aboutus/vision-mission' },
  { labelKey: 'layout.management', to: '/Management' },
];

export const serviceLinks: (NavLinkItem & { id: ServiceId })[] = services.map((s) => ({
  id: s.id,
  labelKey: `serviceNames.${s.id}`,
  descriptionKey: `serviceBlurbs.${s.id}`,
  to: s.path,
}));

export const signInPath = '/pages/login';
export const contactPath = '/ContactUs';
