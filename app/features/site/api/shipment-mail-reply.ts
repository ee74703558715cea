/**
 * What the public pages need of an error reply of the shipment mail endpoints, read without the
 * contract's schema: its code, the field it names, the issues of a 422 (api/contract/errors.ts).
 */
export interface RefusalIssue {
  field: string;
  code: string;
  limit?: number;
}

export function refusalOf(data: unknown): {
  code?: string;
  field?: string;
  issues: RefusalIssue[];
} {
  const reply = (typeof data === 'object' && data ? data : {}) as Record<string, unknown>;
  const issues = Array.isArray(reply.issues)
    ? reply.issues.flatMap((issue: unknown) => {
        const i = (typeof issue === 'object' && issue ? issue : {}) as Record<string, unknown>;
        return typeof i.field === 'string' && typeof i.code === 'string'
          ? [
              {
                field: i.field,
                code: i.code,
                limit: typeof i.limit === 'number' ? i.limit : undefined,
              },
            ]
          : [];
      })
    : [];
  return {
    code: typeof reply.code === 'string' ? reply.code : undefined,
    field: typeof reply.field === 'string' ? reply.field : undefined,
    issues,
  };
}

/** What using a mail's link came to (/follow/confirm, /unsubscribe). */
export type MailLinkOutcome =
  /** done; a confirmation names the shipment now followed */
  | { kind: 'done'; trackingNumber?: string }
  /** 404 invalidLink (unknown, used or expired), or a token that cannot be one (422) */
  | { kind: 'invalid' }
  /** no answer, or one that makes no sense: the page offers to try again */
  | { kind: 'failed' };

/** A mail link's call: `done` reads a 200's data (undefined: a reply that makes no sense). */
export async function mailLinkOutcome(
  send: () => Promise<{ status: number; data: unknown }>,
  done: (data: unknown) => MailLinkOutcome | undefined,
): Promise<MailLinkOutcome> {
  try {
    const reply = await send();
    if (reply.status === 200) return done(reply.data) ?? { kind: 'failed' };
    const { code } = refusalOf(reply.data);
    if (code === 'invalidLink' || reply.status === 422) return { kind: 'invalid' };
    return { kind: 'failed' };
  } catch {
    return { kind: 'failed' };
  }
}
