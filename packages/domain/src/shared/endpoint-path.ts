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
