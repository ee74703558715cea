/** The sign-in screens' calls (docs/product.md section 7) and how their messages are shown. */
import type { TFunction } from 'i18next';
import {
  authMessages,
  authReplySchema,
  forgotPasswordReplySchema,
  meReplySchema,
  registerErrorReplySchema,
  type AuthReply,
  type ForgotPasswordReply,
  type RegisterErrors,
  type UserData,
} from '../../../api/contract/auth';
import { oidcMessages } from '../../../api/contract/oidc';
import { rules, type Rule } from '../../../api/contract/roles';
import { loadAuthConfig } from '../../lib/auth-config';
import { sessionTtl, startSession, updateUserInfo } from '../../lib/auth-state';
import { http } from '../../lib/http';

const messageKeys = new Map<string, string>([
  ...Object.entries(authMessages).map(([key, text]) => [text, key] as [string, string]),
  ...Object.entries(oidcMessages).map(([key, text]) => [text, key] as [string, string]),
]);

/** An API message in the reader's language (the API speaks English; known messages are translated). */
export function apiMessage(t: TFunction, message: unknown): string {
  if (typeof message !== 'string' || !message) return t('api.generic');
  // a 422 names the field first: "displayName: Please enter your name."
  const text = message.replace(/^[A-Za-z.]+: /, '');
  const key = messageKeys.get(text);
  return key ? t(`api.${key}`) : text;
}

function errorOf(data: unknown): unknown {
  return data && typeof data === 'object' ? (data as { error?: unknown }).error : undefined;
}

export type LoginOutcome = { ok: true; reply: AuthReply } | { ok: false; message?: unknown; status: number };

async function begin(reply: AuthReply, remember: boolean) {
  await loadAuthConfig(); // the session's lifetime
  startSession({ ...reply, remember, ttlSeconds: sessionTtl() });
}

/**
 * POST /api/auth/login. A reply without user data is a failed sign-in (docs/product.md section 5).
 */
export async function login(email: string, password: string, remember: boolean): Promise<LoginOutcome> {
  const res = await http.post<unknown>('/api/auth/login', { email, password, remember });
  const parsed = authReplySchema.safeParse(res.data);
  if (res.status !== 200 || !parsed.success) {
    return { ok: false, status: res.status, message: res.status === 200 ? undefined : errorOf(res.data) };
  }
  await begin(parsed.data, remember);
  return { ok: true, reply: parsed.data };
}

export type RegisterOutcome =
  | { ok: true; reply: AuthReply }
  | { ok: false; fields: RegisterErrors }
  | { ok: false; message: unknown };

/** POST /api/auth/register: a session, or the field-keyed errors of docs/product.md section 5. */
export async function register(
  displayName: string,
  email: string,
  password: string,
  remember: boolean,
): Promise<RegisterOutcome> {
  const res = await http.post<unknown>('/api/auth/register', { displayName, email, password, remember });
  const parsed = authReplySchema.safeParse(res.data);
  if (res.status === 200 && parsed.success) {
    await begin(parsed.data, remember);
    return { ok: true, reply: parsed.data };
  }
  const fields = registerErrorReplySchema.safeParse(res.data);
  if (fields.success) return { ok: false, fields: fields.data.error };
  const field = (res.data as { field?: unknown } | undefined)?.field;
  if (res.status === 422 && (field === 'email' || field === 'displayName' || field === 'password')) {
    return { ok: false, fields: { [field]: errorOf(res.data) as string } };
  }
  return { ok: false, message: errorOf(res.data) };
}

export async function forgotPassword(email: string): Promise<{ ok: true; reply: ForgotPasswordReply } | { ok: false; message: unknown }> {
  const res = await http.post<unknown>('/api/auth/forgot-password', { email });
  const parsed = forgotPasswordReplySchema.safeParse(res.data);
  return res.status === 200 && parsed.success ? { ok: true, reply: parsed.data } : { ok: false, message: errorOf(res.data) };
}

export async function resetPassword(token: string, password: string): Promise<{ ok: boolean; message: unknown; field?: unknown }> {
  const res = await http.post<unknown>('/api/auth/reset-password', { token, password });
  const data = res.data as { message?: unknown; error?: unknown; field?: unknown } | undefined;
  return res.status === 200
    ? { ok: true, message: data?.message }
    : { ok: false, message: data?.error, field: data?.field };
}

/** POST /api/auth/profile: the display name, for both kinds of account. */
export async function updateDisplayName(displayName: string): Promise<{ ok: true; userData: UserData } | { ok: false; message: unknown }> {
  const res = await http.post<unknown>('/api/auth/profile', { displayName });
  const parsed = meReplySchema.safeParse(res.data);
  if (res.status !== 200 || !parsed.success) return { ok: false, message: errorOf(res.data) };
  updateUserInfo({ displayName: parsed.data.userData.displayName });
  return { ok: true, userData: parsed.data.userData };
}

export interface ServerAccess {
  /** the server's user record (role, name) */
  userData?: UserData;
  /** per rule: whether the server lets the caller's real role in */
  rules: Record<Rule, boolean>;
}

/** Asks the server, in parallel: who am I, and which rules let me in (GET /api/auth/access/{rule}). */
export async function fetchServerAccess(): Promise<ServerAccess> {
  const [me, ...checks] = await Promise.all([
    http.get<unknown>('/api/auth/me'),
    ...rules.map((rule) => http.get<unknown>(`/api/auth/access/${rule}`)),
  ]);
  const parsed = meReplySchema.safeParse(me.data);
  return {
    userData: me.status === 200 && parsed.success ? parsed.data.userData : undefined,
    rules: Object.fromEntries(rules.map((rule, i) => [rule, checks[i].status === 200])) as Record<
      Rule,
      boolean
    >,
  };
}
