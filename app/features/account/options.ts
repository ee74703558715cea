import { genderSchema } from '../../../api/contract/user-management';

/** The fixed values of the person's record (api/contract/user-management.ts). */
export const genders = genderSchema.options;
