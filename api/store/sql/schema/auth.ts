import { boolean, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { Role, UserStatus } from '../../../contract/auth';

/** Same tables as migrations/0001-auth.sql (the unique indexes on lower(email) and provider live there). */
export const authUsers = pgTable('auth_users', {
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
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const authRefreshTokens = pgTable('auth_refresh_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  userId: integer('user_id').notNull(),
  familyId: text('family_id').notNull(),
  persistent: boolean('persistent').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
});

export const authPasswordResets = pgTable('auth_password_resets', {
  tokenHash: text('token_hash').primaryKey(),
  userId: integer('user_id').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});
