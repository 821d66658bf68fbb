// A small fetch client for the same-origin JSON API (`/api/...`). Feature `api/` files call `callApi` with an
// endpoint of the contract (packages/domain/src/<area>/<area>.contract.ts): the URL and method come from
// it, and the request and reply are typed by its schemas, so no api file writes a payload shape again.
import {
  endpointPath,
  withQuery,
  type QueryValue,
  sharedApiMessages,
  type Endpoint,
  type RequestBody,
  type RequestParams,
  type RequestQuery,
  type SuccessReply,
} from '@bazaar/domain';
import { getAuthToken } from './storage';

/** The server answered with a non-2xx status; `message` is the body's `message` (the contract's field). */
export class HttpError extends Error {
  override readonly name = 'HttpError';

  constructor(
    readonly status: number,
    message: string,
    readonly body: unknown,
  ) {
    super(message);
  }
}

/** The request never got an answer (offline, DNS, CORS, aborted connection). */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';

  constructor(options?: { cause?: unknown }) {
    super('Network request failed', options);
  }
}

export function isHttpError(error: unknown, status?: number): error is HttpError {
  return error instanceof HttpError && (status === undefined || error.status === status);
}

/** The field a 400 names (`{message, field}`: 'shippingAddress.phoneNumber', 'pinCode'), so a form shows it there. */
export function refusedFieldOf(error: unknown): string | undefined {
  if (!isHttpError(error, 400) || typeof error.body !== 'object' || error.body === null) return undefined;
  const field = 'field' in error.body ? error.body.field : undefined;
  return typeof field === 'string' ? field : undefined;
}

/**
 * docs/product.md §7 "General": a stale, forged or revoked token answers 401 with exactly this message. (From
 * the shared messages, not `apiMessages`, which gathers every area's texts into the entry chunk.)
 */
export function isTokenExpiredError(error: unknown): boolean {
  return isHttpError(error, 401) && error.message === sharedApiMessages.tokenExpired;
}

export function isNetworkError(error: unknown): error is NetworkError {
  return error instanceof NetworkError;
}

export type { QueryValue } from '@bazaar/domain';

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON, or as-is when it is FormData (multipart uploads). */
  body?: unknown;
  /** Appended as the query string; null and undefined values are left out. */
  query?: Record<string, QueryValue>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

const fallbackMessage = 'Something went wrong';

/** How requests reach the API: the browser's fetch, or the server's own routes while it renders a page. */
let send: (url: string, init: RequestInit) => Promise<Response> = (url, init) => fetch(url, init);

/**
 * Sends the app's requests with `fetcher` instead of the browser's fetch: the server's page renderer
 * (app/server.tsx) asks the API in process, as a visitor (no token is stored there).
 */
export function sendRequestsWith(fetcher: (url: string, init: RequestInit) => Promise<Response>): void {
  send = fetcher;
}

async function readBody(response: Response): Promise<unknown> {
  // A file (the order's invoice) arrives as it is.
  if (response.ok && response.headers.get('content-type')?.startsWith('application/pdf'))
    return response.blob();
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function messageOf(body: unknown, response: Response): string {
  if (typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string') {
    return body.message;
  }
  return response.statusText || fallbackMessage;
}

/**
 * Sends a request to the API (base '' = same origin) and returns the parsed JSON body.
 * Adds `Authorization: Bearer <AuthToken>` when a token is stored.
 * Throws HttpError for non-2xx answers and NetworkError when no answer arrives.
 */
export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, query, signal } = options;
  const headers = new Headers(options.headers);
  headers.set('Accept', 'application/json');
  const token = getAuthToken();
  if (token && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${token}`);

  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body; // the browser sets the multipart boundary
  } else if (body !== undefined) {
    headers.set('Content-Type', 'application/json');
    payload = JSON.stringify(body);
  }

  const url = withQuery(path, query);

  let response: Response;
  try {
    response = await send(url, { method, headers, body: payload, signal });
  } catch (error) {
    // An abort is the caller's decision (e.g. TanStack Query cancelling), not a network failure.
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new NetworkError({ cause: error });
  }

  const data = await readBody(response).catch((error: unknown) => {
    throw new NetworkError({ cause: error });
  });
  if (!response.ok) throw new HttpError(response.status, messageOf(data, response), data);
  return data as T;
}

/**
 * Fetches a file the API answers (a PDF, say) with the stored token, as a Blob; a failure throws as `request`
 * does, with the JSON body's message.
 */
export async function requestFile(path: string, options: { signal?: AbortSignal } = {}): Promise<Blob> {
  const headers = new Headers();
  const token = getAuthToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  let response: Response;
  try {
    response = await send(path, { method: 'GET', headers, signal: options.signal });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new NetworkError({ cause: error });
  }
  if (!response.ok) {
    const data = await readBody(response).catch(() => undefined);
    throw new HttpError(response.status, messageOf(data, response), data);
  }
  return response.blob();
}

type BodyInput<E extends Endpoint> = E['multipart'] extends true
  ? { body: FormData }
  : RequestBody<E> extends undefined
    ? { body?: undefined }
    : { body: RequestBody<E> };
type ParamsInput<E extends Endpoint> =
  RequestParams<E> extends undefined ? { params?: undefined } : { params: RequestParams<E> };
type QueryInput<E extends Endpoint> =
  RequestQuery<E> extends undefined ? { query?: undefined } : { query?: RequestQuery<E> };

/** What a call of `E` sends: its body (JSON, or FormData for an upload), path parameters and query. */
export type CallInput<E extends Endpoint> = BodyInput<E> &
  ParamsInput<E> &
  QueryInput<E> & { signal?: AbortSignal; headers?: Record<string, string> };

/** The input may be left out when the call needs nothing (e.g. the profile, sent without a body). */
type CallArgs<E extends Endpoint> =
  object extends CallInput<E> ? [input?: CallInput<E>] : [input: CallInput<E>];

/**
 * Calls one endpoint of the contract: its method and path (`:id` filled from `params`), the body and query
 * typed by its request schemas, and its success reply typed by its response schemas. Failures throw as
 * `request` does.
 */
export function callApi<E extends Endpoint>(endpoint: E, ...[input]: CallArgs<E>): Promise<SuccessReply<E>> {
  const { body, params, query, signal, headers } = (input ?? {}) as {
    body?: unknown;
    params?: Record<string, string | number>;
    query?: Record<string, QueryValue>;
    signal?: AbortSignal;
    headers?: Record<string, string>;
  };
  return request<SuccessReply<E>>(endpointPath(endpoint, params), {
    method: endpoint.method,
    body,
    query,
    signal,
    headers,
  });
}
