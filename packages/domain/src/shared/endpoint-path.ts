// What a client needs of an endpoint at run time, without zod (see contract.ts for the endpoints).
import type { Endpoint } from './contract.js';

type SuccessCode = 200 | 201 | 202 | 204;

/** The URL of a call: `:name` segments filled in (URL-encoded). */
export function endpointPath(
  entry: Pick<Endpoint, 'path'>,
  params: Readonly<Record<string, string | number>> = {},
): string {
  return entry.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${entry.path}: missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

/** Whether a status is one of the endpoint's success statuses. */
export function isSuccessStatus(status: number): status is SuccessCode {
  return status === 200 || status === 201 || status === 202 || status === 204;
}

export type QueryValue = string | number | boolean | null | undefined;

/** `path` with `query` as its query string, in the query's key order; null and undefined values are left out. */
export function withQuery(path: string, query?: Readonly<Record<string, QueryValue>>): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const search = params.toString();
  if (!search) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${search}`;
}
