import { z } from 'zod';
import { isRealDay } from './calendar';
import { id, imageUrlSchema, requiredText, shortText, text } from './common';
import { accountStatuses, peopleRoles } from './roles';

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

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const email = text().trim().max(254).regex(EMAIL_PATTERN, 'must be a valid email address');
/** YYYY-MM-DD */
const isoDay = text()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date as YYYY-MM-DD')
  .refine(isRealDay, 'must be a real date');
const url = text()
  .trim()
  .max(300)
  .refine(
    (value) => value === '' || /^https?:\/\/\S+$/.test(value),
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
    add_line_1: shortText(200),
    add_line_2: shortText(200),
    post_code: shortText(20),
    city: shortText(100),
    state: shortText(100),
    country: shortText(100),
  })
  .strict();

export const socialLinksSchema = z
  .object({
    twitter: url,
    facebook: url,
    instagram: url,
    github: url,
    codepen: url,
    slack: shortText(100),
  })
  .strict();

/** The fields every managed user has. */
const baseFields = {
  username: requiredText(60).regex(
    /^[a-z0-9._-]+$/i,
    'may hold only letters, digits, dot, dash and underscore',
  ),
  avatar: imageUrlSchema,
  email,
  name: requiredText(120),
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
  mobile: shortText(40).optional(),
  website: url.optional(),
  languages_known: z.array(shortText(40)).max(20).optional(),
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
      .object({ id: id.optional(), ...baseFields, ...detailFields })
      .partial()
      .strict(),
  })
  .strict();

/** GET /api/user-management/users: every user, highest id first. DELETE replies {ok: true}. */
export const managedUserListReply = z.array(managedUserSchema);

/**
 * What became of an invitation or other mail: `sent` (the mail server took it), `logged`
 * (development without a mail server: written to the server log), `off` (production without a
 * mail server: nothing was sent, the screen says so), `failed` (the mail server was down or
 * refused it: the account exists, the invitation can be sent again).
 */
export const mailOutcomeSchema = z.enum(['sent', 'logged', 'off', 'failed']);
export type MailOutcome = z.infer<typeof mailOutcomeSchema>;

/**
 * POST /api/user-management/users body {user} (admin): creates the person's account, without a
 * password, and sends an invitation with a single-use link to set one. 201 {id, invitation}.
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
      })
      .strict(),
  })
  .strict();
export type CreateManagedUserBody = z.infer<typeof createManagedUserBody>;

export const createManagedUserReply = z.object({ id, invitation: mailOutcomeSchema });
export type CreateManagedUserReply = z.infer<typeof createManagedUserReply>;

/** POST /api/user-management/users/{id}/invitation (admin): sends the invitation again. */
export const sendInvitationReply = z.object({ invitation: mailOutcomeSchema });
export type SendInvitationReply = z.infer<typeof sendInvitationReply>;
