/**
 * The typed request of the app's data layer (docs/adding-a-screen.md): over the HTTP client of
 * ./http (token, refresh), it checks the reply against the contract's schema and throws an
 * ApiRequestError for every error, so that it can serve as a TanStack Query function and a
 * mutation function as it is.
 */
import type { z } from 'zod';
import {
  endpointUrl,
  type EndpointBody,
  type EndpointParams,
  type EndpointReply,
  type EndpointSpec,
} from '../../../api/contract/endpoint';
import { apiErrorReply, type ErrorCode, type FieldIssue } from '../../../api/contract/errors';
import { http } from './http';
// the session hands http its token and refresh when it loads: before the first request
import '../session/session';

/**
 * What went wrong, by code: the API's codes (api/contract/errors.ts), and two of the client's own:
 * `network` (no answer) and `invalidReply` (an answer that does not fit the contract).
 */
export type RequestErrorCode = ErrorCode | 'network' | 'invalidReply';

export class ApiRequestError extends Error {
  readonly status: number;
  readonly code: RequestErrorCode;
  /** the first wrong field, when a field is wrong */
  readonly field?: string;
  /** the size limit of tooShort, tooLong, tooSmall and tooBig */
  readonly limit?: number;
  /** every wrong field, each with its code */
  readonly issues: FieldIssue[];

  constructor(
    status: number,
    code: RequestErrorCode,
    message: string,
    details: { field?: string; limit?: number; issues?: FieldIssue[] } = {},
  ) {
    super(message);
    this.name = 'ApiRequestError';
    this.status = status;
    this.code = code;
    this.field = details.field;
    this.limit = details.limit;
    this.issues = details.issues ?? [];
  }

  /** The problem of one field (its path, e.g. "email" or "event.endDate"), if it has one. */
  issueOf(field: string): FieldIssue | undefined {
    return this.issues.find((issue) => issue.field === field);
  }
}

/** The error of an error reply: its code and fields when it has the contract's shape. */
export function errorOfReply(status: number, data: unknown): ApiRequestError {
  const parsed = apiErrorReply.safeParse(data);
  if (parsed.success) {
    const { error, code, field, limit, issues } = parsed.data;
    return new ApiRequestError(status, code, error, { field, limit, issues });
  }
  const code = status >= 500 ? 'serverError' : 'badRequest';
  return new ApiRequestError(status, code, `HTTP ${status}`);
}

type Method = EndpointSpec['method'];

/**
 * Sends one request and answers the reply parsed by `reply`, the declared schema of the
 * endpoint's answer, with the reply's headers; throws ApiRequestError for an error reply, no
 * answer or a reply that does not fit. The body goes as JSON; a Blob (a File: an image upload)
 * goes as its bytes, its type the Content-Type. (A session that ended while waiting for a refresh
 * still throws the HTTP client's SessionEndedError, after it has sent the person to sign in.)
 */
async function send<S extends z.ZodType>(
  method: Method,
  path: string,
  reply: S,
  body?: unknown,
): Promise<{ data: z.output<S>; headers: Headers }> {
  let answer: { status: number; data: unknown; headers?: Headers };
  try {
    answer = await http.request<unknown>(method, path, body);
  } catch (error) {
    if (error instanceof TypeError) {
      throw new ApiRequestError(0, 'network', `${method} ${path}: no answer (${error.message})`);
    }
    throw error;
  }
  if (answer.status >= 400) throw errorOfReply(answer.status, answer.data);
  const parsed = reply.safeParse(answer.data);
  if (!parsed.success) {
    throw new ApiRequestError(
      answer.status,
      'invalidReply',
      `${method} ${path}: the reply does not fit the contract (${parsed.error.message})`,
    );
  }
  return { data: parsed.data, headers: answer.headers ?? new Headers() };
}

/** The arguments of one call: the parameters when the endpoint has any, then the body when it takes one. */
type CallArgs<E extends EndpointSpec> = 'body' extends keyof E
  ? [params: EndpointParams<E>, body: EndpointBody<E>]
  : 'params' extends keyof E
    ? [params: EndpointParams<E>]
    : // no path parameter: the query's are each optional
      [params?: EndpointParams<E>];

/**
 * Calls one endpoint of the API by its declaration (the module's `endpoints.ts`): its path filled
 * with `params` (the rest of them the query), the body as JSON (a Blob as its bytes), and the
 * reply parsed by the declared schema. Throws ApiRequestError for an error reply (its code, field
 * and issues), no answer (`network`) or a reply that does not fit (`invalidReply`).
 */
export async function apiRequest<E extends EndpointSpec>(
  spec: E,
  ...[params, body]: CallArgs<E>
): Promise<EndpointReply<E>> {
  return (await apiRequestWithHeaders(spec, ...([params, body] as CallArgs<E>))).data;
}

/**
 * apiRequest of a read for a caller whose declaration is a type parameter (apiRequest's own
 * arguments depend on the declaration's type, which a generic caller cannot resolve).
 */
export async function apiGet<E extends EndpointSpec & { method: 'GET' }>(
  spec: E,
  params?: EndpointParams<E>,
): Promise<EndpointReply<E>> {
  return (await apiRequestWithHeaders(spec, ...([params] as CallArgs<E>))).data;
}

/** apiRequest that also answers the reply's headers (the total of a paged list kept as an array). */
export async function apiRequestWithHeaders<E extends EndpointSpec>(
  spec: E,
  ...[params, body]: CallArgs<E>
): Promise<{ data: EndpointReply<E>; headers: Headers }> {
  if (typeof spec.reply === 'string') {
    throw new Error(`${spec.method} ${spec.path} answers ${spec.reply}, not JSON: use endpointUrl`);
  }
  return send(spec.method, endpointUrl(spec, params), spec.reply, body) as Promise<{
    data: EndpointReply<E>;
    headers: Headers;
  }>;
}

export { endpointUrl };
