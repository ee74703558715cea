import { sql } from 'drizzle-orm';
import { boolean, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ManagedUser } from '../../../contract/user-management';

/**
 * Managed users; the optional detail of docs/product.md section 3 is null when a user has none.
 * Email and username are unique, compared case-insensitively: the indexes below, made by
 * migrations/0105-user-management-unique.sql.
 */
export const managedUsers = pgTable(
  'managed_users',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    username: text('username').notNull(),
    avatar: text('avatar').notNull(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    country: text('country').notNull(),
    role: text('role').$type<ManagedUser['role']>().notNull(),
    status: text('status').$type<ManagedUser['status']>().notNull(),
    is_verified: boolean('is_verified').notNull(),
    department: text('department').$type<ManagedUser['department']>().notNull(),
    dob: text('dob'),
    gender: text('gender').$type<NonNullable<ManagedUser['gender']>>(),
    mobile: text('mobile'),
    website: text('website'),
    languages_known: jsonb('languages_known').$type<NonNullable<ManagedUser['languages_known']>>(),
    contact_options: jsonb('contact_options').$type<NonNullable<ManagedUser['contact_options']>>(),
    location: jsonb('location').$type<NonNullable<ManagedUser['location']>>(),
    social_links: jsonb('social_links').$type<NonNullable<ManagedUser['social_links']>>(),
    permissions: jsonb('permissions').$type<NonNullable<ManagedUser['permissions']>>(),
  },
  (table) => [
    uniqueIndex('managed_users_email_key').on(sql`lower(${table.email})`),
    uniqueIndex('managed_users_username_key').on(sql`lower(${table.username})`),
  ],
);
