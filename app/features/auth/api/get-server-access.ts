import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserData } from '../../../../api/modules/auth/contract';
import { getMe } from '../../../../api/modules/auth/endpoints';
import {
  checkAdminAccess,
  checkEditorAccess,
  checkPublicAccess,
} from '../../../../api/modules/oidc/endpoints';
import { rules, type Rule } from '../../../../api/contract/roles';
import { ApiRequestError, apiRequest } from '../../../lib/http/api-client';

export interface ServerAccess {
  /** the server's user record (role, name); undefined when the server does not know the caller */
  userData?: UserData;
  /** per rule: whether the server lets the caller's real role in */
  rules: Record<Rule, boolean>;
}

/** GET /api/auth/access/{rule}, one endpoint per rule. */
const accessCheck = {
  admin: checkAdminAccess,
  editor: checkEditorAccess,
  public: checkPublicAccess,
} satisfies Record<Rule, unknown>;

/** 200 when the rule lets the caller in; 401 or 403 (an ApiRequestError) when not. */
async function allows(rule: Rule): Promise<boolean> {
  try {
    await apiRequest(accessCheck[rule]);
    return true;
  } catch (error) {
    if (error instanceof ApiRequestError && (error.status === 401 || error.status === 403)) {
      return false;
    }
    throw error;
  }
}

async function me(): Promise<UserData | undefined> {
  try {
    return (await apiRequest(getMe)).userData;
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) return undefined;
    throw error;
  }
}

/** Asks the server, in parallel: who am I (GET /api/auth/me), and which rules let me in. */
export async function getServerAccess(): Promise<ServerAccess> {
  const [userData, ...answers] = await Promise.all([me(), ...rules.map(allows)]);
  return {
    userData,
    rules: Object.fromEntries(rules.map((rule, i) => [rule, answers[i]])) as Record<Rule, boolean>,
  };
}

/**
 * Per signed-in user (`uid`): a change of account is a new question. Asked afresh on each visit
 * (a few seconds of freshness only spare the screen asking again what its loader just asked).
 */
export const serverAccessQueryOptions = (uid: number | undefined) =>
  queryOptions({
    queryKey: ['auth', 'access', uid ?? 'signed-out'],
    queryFn: getServerAccess,
    staleTime: 5_000,
  });

export const useServerAccess = (uid: number | undefined) => useQuery(serverAccessQueryOptions(uid));
