import type { TFunction } from 'i18next';
import {
  departmentSchema,
  genderSchema,
  managedUserRoleSchema,
  managedUserStatusSchema,
} from '../../../api/modules/user-management/contract';

/** The fixed values of the directory (api/modules/user-management/contract.ts) with their labels. */
export const roles = managedUserRoleSchema.options;
export const statuses = managedUserStatusSchema.options;
export const departments = departmentSchema.options;
export const genders = genderSchema.options;
export const permissionActions = ['read', 'write', 'create', 'delete'] as const;

/** Select data: each value with its label in the people namespace (`<group>.<value>`). */
export const optionsOf = (t: TFunction, group: string, values: readonly string[]) =>
  values.map((value) => ({ value, label: t(`${group}.${value}`) }));

/** Status badge colours. */
export const statusColor = { active: 'green', blocked: 'red', deactivated: 'gray' } as const;
