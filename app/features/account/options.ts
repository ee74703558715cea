import { contactOptionSchema, genderSchema } from '../../../api/contract/user-management';

/** The fixed values of the person's record (api/contract/user-management.ts). */
export const genders = genderSchema.options;
export const contactOptions = contactOptionSchema.options;
export const socialNetworks = [
  'twitter',
  'facebook',
  'instagram',
  'github',
  'codepen',
  'slack',
] as const;
export type Network = (typeof socialNetworks)[number];

/** The parts of an address, each with the contract's size limit. */
export const locationLimits = {
  add_line_1: 200,
  add_line_2: 200,
  post_code: 20,
  city: 100,
  state: 100,
  country: 100,
} as const;
export type LocationField = keyof typeof locationLimits;
export const locationFields = Object.keys(locationLimits) as LocationField[];
