import { genderSchema } from '../../../api/modules/user-management/contract';

/** The fixed values of the person's record (api/contract/user-management.ts). */
export const genders = genderSchema.options;
