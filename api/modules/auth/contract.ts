import '../../contract/zod-setup';
import { z } from 'zod';
import { text } from '../../contract/common';
import {
  errorCodeSchema,
  fieldIssueSchema,
  TOO_MANY_ATTEMPTS_MESSAGE,
  type ErrorCode,
} from '../../contract/errors';
import { roles, type Role } from '../../contract/roles';

/**
 * Roles of docs/product.md section 6. A new account is `public`: no staff access until an admin
 * grants it.
 */
export const roleSchema = z.enum(roles);
export type { Role };

/**
 * Chat-style presence of the active user (docs/product.md section 3); a new account is `online`.
 */
export const userStatusSchema = z.enum(['online', 'offline', 'away', 'do not disturb']);
export type UserStatus = z.infer<typeof userStatusSchema>;

/** Password length (docs/architecture.md decision 5: 8 to at least 64). */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const DISPLAY_NAME_MAX = 100;
export const EMAIL_MAX = 254;

/**
 * The active user as the API sends it (docs/product.md section 3), under `userData`. `uid` is the
 * server's user id; `userRole` is the role of the server's user record; `providerId` is `jwt` for
 * an email-and-password account, or the OpenID Connect issuer. The password never appears here.
 */
export const userDataSchema = z.object({
  uid: z.number().int().positive(),
  displayName: text(),
  about: text(),
  photoURL: text(),
  status: userStatusSchema,
  userRole: roleSchema,
  email: text(),
  providerId: text(),
  phoneNumber: text().nullable(),
});
export type UserData = z.infer<typeof userDataSchema>;

/** The reply of login, register, refresh-token and oidc on success. */
export const authReply = z.object({
  userData: userDataSchema,
  accessToken: text(),
});
export type AuthReply = z.infer<typeof authReply>;

// --- Request bodies. Types and sizes are checked here: a wrong type, a missing field or a huge
// string answers 422 naming the field. Content rules of register (docs/product.md section 5)
// answer 200 with a field-keyed error object instead, see `registerFieldErrors`.

/** Strings are capped well above any valid value, so a huge one is a 422 and never a slow hash. */
const INPUT_MAX = 1024;

/** POST /api/auth/login. `remember: false` makes the refresh cookie a session cookie. */
export const loginBody = z.object({
  email: text().max(INPUT_MAX),
  password: text().max(INPUT_MAX),
  remember: z.boolean().optional(),
});
export type LoginBody = z.infer<typeof loginBody>;

/** POST /api/auth/register */
export const registerBody = z.object({
  displayName: text().max(INPUT_MAX),
  email: text().max(INPUT_MAX),
  password: text().max(INPUT_MAX),
  remember: z.boolean().optional(),
});
export type RegisterBody = z.infer<typeof registerBody>;

/**
 * POST /api/auth/refresh-token: the shape of docs/product.md section 7 is kept, but the server
 * authenticates by the HttpOnly refresh cookie; `accessToken` must still be a string.
 */
export const refreshTokenBody = z.object({
  accessToken: text().max(8192),
});
export type RefreshTokenBody = z.infer<typeof refreshTokenBody>;

/** POST /api/auth/profile: display-name update, any signed-in user. */
export const updateProfileBody = z.object({
  // the codes of register's same rules (refinements carry a code; a plain .min() cannot)
  displayName: text()
    .trim()
    .refine((name) => name.length > 0, {
      message: 'Please enter your name.',
      params: { code: 'nameRequired' satisfies ErrorCode },
    })
    .refine((name) => name.length <= DISPLAY_NAME_MAX, {
      message: `must be at most ${DISPLAY_NAME_MAX} characters`,
      params: { code: 'nameTooLong' satisfies ErrorCode },
    }),
});
export type UpdateProfileBody = z.infer<typeof updateProfileBody>;

/** POST /api/auth/forgot-password */
export const forgotPasswordBody = z.object({
  email: text().trim().min(1, 'Please enter your email.').max(EMAIL_MAX),
});
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBody>;

/** POST /api/auth/reset-password */
export const resetPasswordBody = z.object({
  token: text().min(1, 'must not be empty').max(512),
  password: text().max(INPUT_MAX),
});
export type ResetPasswordBody = z.infer<typeof resetPasswordBody>;

// --- Messages (docs/product.md sections 5 and 8) and the content rules shared by the app and
// the API.

export const authMessages = {
  loginInvalid: 'Email Or Password Invalid',
  emailInUse: 'This email is already in use.',
  nameRequired: 'Please enter your name.',
  emailInvalid: 'Please enter a valid email.',
  nameTooLong: `Your name must be at most ${DISPLAY_NAME_MAX} characters.`,
  passwordTooShort: `The password must be at least ${PASSWORD_MIN} characters.`,
  passwordTooLong: `The password must be at most ${PASSWORD_MAX} characters.`,
  invalidAccessToken: 'Invalid access token',
  tooManyAttempts: TOO_MANY_ATTEMPTS_MESSAGE,
  resetTokenInvalid: 'This reset link is invalid or has expired.',
  resetSent: 'If an account exists for this email, a reset link has been sent.',
  passwordChanged: 'Your password has been changed. You can sign in now.',
} as const;

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(email: string) {
  return email.length <= EMAIL_MAX && emailPattern.test(email);
}

export type AuthMessageKey = keyof typeof authMessages;

/** The code of the password rule broken (its message is authMessages[code]), or undefined. */
export function passwordProblem(
  password: string,
): 'passwordTooShort' | 'passwordTooLong' | undefined {
  if (password.length < PASSWORD_MIN) return 'passwordTooShort';
  if (password.length > PASSWORD_MAX) return 'passwordTooLong';
  return undefined;
}

/**
 * The field-keyed error object of a failed register (docs/product.md section 5): every problem
 * together.
 */
export const registerErrorsSchema = z.object({
  email: text().optional(),
  displayName: text().optional(),
  password: text().optional(),
});
export type RegisterErrors = z.infer<typeof registerErrorsSchema>;
export type RegisterField = keyof RegisterErrors;
/** Per field of register, the code of its problem (its message is authMessages[code]). */
export type RegisterProblems = Partial<Record<RegisterField, AuthMessageKey & ErrorCode>>;

/** Content rules of register, except "email already in use", which only the server can know. */
export function registerProblems(body: RegisterBody): RegisterProblems {
  const problems: RegisterProblems = {};
  const name = body.displayName.trim();
  if (!name) problems.displayName = 'nameRequired';
  else if (name.length > DISPLAY_NAME_MAX) problems.displayName = 'nameTooLong';
  if (!isValidEmail(body.email.trim())) problems.email = 'emailInvalid';
  const password = passwordProblem(body.password);
  if (password) problems.password = password;
  return problems;
}

/**
 * 200 replies that carry an error instead of a session (docs/product.md section 7), with the
 * codes of the one error shape beside (api/contract/errors.ts): login's code is loginInvalid;
 * register's `error` keeps its field-keyed messages and `issues` gives each field's code.
 */
export const loginErrorReply = z.object({ error: text(), code: errorCodeSchema });
export const registerErrorReply = z.object({
  error: registerErrorsSchema,
  code: errorCodeSchema,
  field: text(),
  issues: z.array(fieldIssueSchema),
});
export type RegisterErrorReply = z.infer<typeof registerErrorReply>;

/** POST /api/auth/login: a session, or (HTTP 200 too) the refusal. */
export const loginReply = z.union([authReply, loginErrorReply]);
/** POST /api/auth/register: a session, or (HTTP 200 too) every refused field. */
export const registerReply = z.union([authReply, registerErrorReply]);

/** The 200 error reply of a refused register, every field's problem with its code. */
export function refusedRegisterReply(problems: RegisterProblems): RegisterErrorReply {
  // in the form's order, whichever rule found its problem first
  const fields: RegisterField[] = ['displayName', 'email', 'password'];
  const issues = fields.flatMap((field) => {
    const code = problems[field];
    return code ? [{ field, code, message: authMessages[code] }] : [];
  });
  return {
    error: Object.fromEntries(issues.map((issue) => [issue.field, issue.message])),
    code: issues[0].code,
    field: issues[0].field,
    issues,
  };
}

/** GET /api/auth/me */
export const meReply = z.object({ userData: userDataSchema });

/** POST /api/auth/forgot-password. `resetUrl` only in development and browser mode. */
export const forgotPasswordReply = z.object({
  message: text(),
  resetUrl: text().optional(),
});
export type ForgotPasswordReply = z.infer<typeof forgotPasswordReply>;

/** POST /api/auth/reset-password: 200 with a message, or 400 {error} when the token is bad. */
export const resetPasswordReply = z.object({ message: text() });

/**
 * GET /api/user/checkpoint-reward (docs/product.md section 3: a user name and a progress
 * percentage).
 */
export const checkpointRewardSchema = z.object({
  userName: text(),
  progress: z.number().min(0).max(100),
});
export type CheckpointReward = z.infer<typeof checkpointRewardSchema>;
