import { genderSchema } from '../../../api/modules/user-management/contract';

/** The fixed values of the person's record (api/modules/user-management/contract.ts). */
export const genders = genderSchema.options;
