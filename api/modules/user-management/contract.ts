import { z } from 'zod';
import { isRealDay } from '../calendar/contract';
import {
  id,
  imageUrlSchema,
  mailOutcomeSchema,
  requiredText,
  shortText,
  text,
} from '../../contract/common';
import { accountStatuses, peopleRoles } from '../../contract/roles';

/**
 * Managed users (docs/product.md sections 3 and 4): the staff directory of the user list, view and
 * edit screens.
 */
// the roles and statuses of the sign-in accounts, by their people-app names (./roles.ts)
export const managedUserRoleSchema = z.enum(peopleRoles);
export const managedUserStatusSchema = z.enum(accountStatuses);
export const departmentSchema = z.enum(['sales', 'development', 'management']);
export const genderSchema = z.enum(['male', 'female', 'other']);
export const contactOptionSchema = z.enum(['email', 'message', 'phone']);

export type ManagedUserRole = z.infer<typeof managedUserRoleSchema>;
export type ManagedUserStatus = z.infer<typeof managedUserStatusSchema>;
export type Department = z.infer<typeof departmentSchema>;
export type ContactOption = z.infer<typeof contactOptionSchema>;

/**
 * The rules of a person's fields, as the data holds them: the app checks the same in the browser
 * (app/lib/forms/person-rules.ts) before sending.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const EMAIL_MAX = 254;
export const USERNAME_PATTERN = /^[a-z0-9._-]+$/i;
export const USERNAME_MAX = 60;
export const NAME_MAX = 120;
/** an http(s) address */
export const URL_PATTERN = /^https?:\/\/\S+$/;
export const URL_MAX = 300;
/** YYYY-MM-DD */
export const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
export const MOBILE_MAX = 40;
export const LANGUAGE_MAX = 40;
export const LANGUAGES_MAX = 20;
/** a Slack workspace name (the other networks are addresses) */
export const SLACK_MAX = 100;
/** The parts of an address, in the order the screens show them, each with its size limit. */
export const LOCATION_LIMITS = {
  add_line_1: 200,
  add_line_2: 200,
  post_code: 20,
  city: 100,
  state: 100,
  country: 100,
} as const;
export type LocationField = keyof typeof LOCATION_LIMITS;
export const LOCATION_FIELDS = Object.keys(LOCATION_LIMITS) as LocationField[];
/** The social networks of a person's links, in the order the screens show them. */
export const SOCIAL_NETWORKS = [
  'twitter',
  'facebook',
  'instagram',
  'github',
  'codepen',
  'slack',
] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

const email = text().trim().max(EMAIL_MAX).regex(EMAIL_PATTERN, 'must be a valid email address');
const isoDay = text()
  .regex(DAY_PATTERN, 'must be a date as YYYY-MM-DD')
  .refine(isRealDay, 'must be a real date');
const url = text()
  .trim()
  .max(URL_MAX)
  .refine(
    (value) => value === '' || URL_PATTERN.test(value),
    'must be an http(s) address or empty',
  );

const permissionSchema = z
  .object({ read: z.boolean(), write: z.boolean(), create: z.boolean(), delete: z.boolean() })
  .strict();
export const permissionAreas = ['users', 'posts', 'comments'] as const;
export const permissionsSchema = z
  .object({ users: permissionSchema, posts: permissionSchema, comments: permissionSchema })
  .strict();
export type Permissions = z.infer<typeof permissionsSchema>;

export const locationSchema = z
  .object({
    add_line_1: shortText(LOCATION_LIMITS.add_line_1),
    add_line_2: shortText(LOCATION_LIMITS.add_line_2),
    post_code: shortText(LOCATION_LIMITS.post_code),
    city: shortText(LOCATION_LIMITS.city),
    state: shortText(LOCATION_LIMITS.state),
    country: shortText(LOCATION_LIMITS.country),
  })
  .strict();

export const socialLinksSchema = z
  .object({
    twitter: url,
    facebook: url,
    instagram: url,
    github: url,
    codepen: url,
    slack: shortText(SLACK_MAX),
  })
  .strict();

/** The fields every managed user has. */
const baseFields = {
  username: requiredText(USERNAME_MAX).regex(
    USERNAME_PATTERN,
    'may hold only letters, digits, dot, dash and underscore',
  ),
  avatar: imageUrlSchema,
  email,
  name: requiredText(NAME_MAX),
  country: requiredText(100),
  role: managedUserRoleSchema,
  status: managedUserStatusSchema,
  is_verified: z.boolean(),
  department: departmentSchema,
};

/** The full detail that some users have (the user view and edit screens show it when present). */
const detailFields = {
  dob: isoDay.optional(),
  gender: genderSchema.optional(),
  mobile: shortText(MOBILE_MAX).optional(),
  website: url.optional(),
  languages_known: z.array(shortText(LANGUAGE_MAX)).max(LANGUAGES_MAX).optional(),
  contact_options: z.array(contactOptionSchema).max(3).optional(),
  location: locationSchema.optional(),
  social_links: socialLinksSchema.optional(),
  permissions: permissionsSchema.optional(),
};

/**
 * Every field of a person with its rules, for the bodies that change some of them: the people
 * app's edit (below) and the person's own settings (`updateAccountProfileBody` of ./account.ts)
 * pick from here, so one field has one rule.
 */
export const managedUserFieldsSchema = z.object({ ...baseFields, ...detailFields });

/**
 * The customer company (api/modules/companies) a person of the role `user` belongs to; null: none.
 * A company on a person of another role is 422 `customerOnly` on `user.companyId`, an id no company
 * has 422 `invalidValue` there.
 */
const companyId = id.nullable();

/**
 * A person as the people app shows them. Every sign-in account is a person, so a person who has
 * not said may have no country (''), no department (null) and, from an identity provider that
 * gave none, no email ('').
 */
export const managedUserSchema = z.object({
  id,
  ...baseFields,
  email: email.or(z.literal('')),
  country: shortText(100),
  department: departmentSchema.nullable(),
  companyId,
  ...detailFields,
});
export type ManagedUser = z.infer<typeof managedUserSchema>;
export type ManagedUserChanges = Partial<Omit<ManagedUser, 'id'>>;

/**
 * POST /api/user-management/users/{id} body {user}: the given fields are merged into the user
 * (admin only). Every field is checked as on the entity; an `id` in the body is ignored.
 * Reply: 200 with the merged user.
 */
export const updateManagedUserBody = z
  .object({
    user: z
      .object({ id: id.optional(), ...baseFields, companyId, ...detailFields })
      .partial()
      .strict(),
  })
  .strict();

/** GET /api/user-management/users: every user, highest id first. DELETE replies {ok: true}. */
export const managedUserListReply = z.array(managedUserSchema);

/**
 * POST /api/user-management/users body {user} (admin; editor for a customer): creates the
 * person's account, without a password, and sends an invitation with a single-use link to set one
 * (a customer company's people are invited so, with their `companyId`). 201 {id, invitation}.
 * An editor invites only the role `user` with a `companyId`: 403 `forbidden` naming `user.role`
 * or `user.companyId` otherwise.
 * The username is made from the email; the rest of the record can be changed afterwards.
 */
export const createManagedUserBody = z
  .object({
    user: z
      .object({
        email,
        name: baseFields.name,
        role: managedUserRoleSchema,
        department: departmentSchema,
        /** a customer's company (role `user` only); none when left out */
        companyId: companyId.optional(),
      })
      .strict(),
  })
  .strict();
export type CreateManagedUserBody = z.infer<typeof createManagedUserBody>;

export const createManagedUserReply = z.object({ id, invitation: mailOutcomeSchema });
export type CreateManagedUserReply = z.infer<typeof createManagedUserReply>;

/**
 * POST /api/user-management/users/{id}/invitation (admin; editor for a customer of a company, 403
 * otherwise): sends the invitation again.
 */
export const sendInvitationReply = z.object({ invitation: mailOutcomeSchema });
export type SendInvitationReply = z.infer<typeof sendInvitationReply>;

/**
 * GET /api/user-management/username-availability?username= (editor): whether a username is free
 * to take, compared case-insensitively as the accounts keep usernames unique. A username that
 * breaks its rules (empty, too long, other characters) is 422 naming `username`.
 * Reply: 200 {username, available}, the username as asked (trimmed).
 */
export const usernameAvailabilityQuery = z.object({ username: baseFields.username });
export type UsernameAvailabilityQuery = z.infer<typeof usernameAvailabilityQuery>;

export const usernameAvailabilityReply = z.object({
  username: requiredText(USERNAME_MAX),
  available: z.boolean(),
});
export type UsernameAvailabilityReply = z.infer<typeof usernameAvailabilityReply>;
