import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { Role, UserStatus } from './contract';
import type { AccountStatus } from '../../contract/roles';
import type { PersonDetail } from './store';
import { companies } from '../companies/sql-tables.server';

/**
 * The accounts, which are the people of the company: migrations/0001-auth.sql, 0106 (status) and
 * 0107 (the people fields; unique indexes on lower(email), lower(username) and the provider),
 * 0109 (notification preferences; the sign-in time and browser of a refresh-token family), 0202
 * (the customer company of a person of the people role `user`).
 */
export const authUsers = pgTable(
  'auth_users',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    email: text('email'),
    displayName: text('display_name').notNull(),
    passwordHash: text('password_hash'),
    photoURL: text('photo_url').notNull().default(''),
    phoneNumber: text('phone_number'),
    about: text('about').notNull().default(''),
    status: text('status').$type<UserStatus>().notNull().default('online'),
    role: text('role').$type<Role>().notNull().default('public'),
    providerId: text('provider_id').notNull().default('jwt'),
    providerSubject: text('provider_subject'),
    accountStatus: text('account_status').$type<AccountStatus>().notNull().default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    username: text('username').notNull(),
    country: text('country').notNull().default(''),
    isVerified: boolean('is_verified').notNull().default(false),
    department: text('department').$type<PersonDetail['department']>(),
    dob: text('dob'),
    gender: text('gender').$type<PersonDetail['gender']>(),
    website: text('website'),
    languagesKnown: jsonb('languages_known').$type<PersonDetail['languagesKnown']>(),
    contactOptions: jsonb('contact_options').$type<PersonDetail['contactOptions']>(),
    location: jsonb('location').$type<PersonDetail['location']>(),
    socialLinks: jsonb('social_links').$type<PersonDetail['socialLinks']>(),
    permissions: jsonb('permissions').$type<PersonDetail['permissions']>(),
    notifications: jsonb('notifications').$type<PersonDetail['notifications']>(),
    companyId: integer('company_id').references(() => companies.id),
  },
  (table) => [
    uniqueIndex('auth_users_username_key').on(sql`lower(${table.username})`),
    index('auth_users_company_idx').on(table.companyId),
  ],
);

export const authRefreshTokens = pgTable('auth_refresh_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  userId: integer('user_id').notNull(),
  familyId: text('family_id').notNull(),
  persistent: boolean('persistent').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  signedInAt: timestamp('signed_in_at', { withTimezone: true }).notNull(),
  userAgent: text('user_agent'),
});

export const authPasswordResets = pgTable('auth_password_resets', {
  tokenHash: text('token_hash').primaryKey(),
  userId: integer('user_id').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});
