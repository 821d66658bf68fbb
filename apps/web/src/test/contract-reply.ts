// Test mocks answer through the contract: a mocked reply is parsed by the response schema the API itself
// serialises with (packages/domain/src/<area>/<area>.contract.ts), so a mock that drifts from the API
// fails its test instead of passing against a shape the server never sends.
import { contractEntries, ErrorBodySchema, type Endpoint } from '@bazaar/domain';

/** The drifts found during the current test; `setup.ts` fails the test when any is left. */
export const mockDrifts: string[] = [];

function pattern(path: string): RegExp {
  return new RegExp(`^${path.replace(/:\w+/g, '[^/]+')}$`);
}

const endpoints = contractEntries().map(({ area, name, endpoint }) => ({
  label: `contract.${area}.${name}`,
  endpoint,
  matches: pattern(endpoint.path),
}));

/** The contract entry of `METHOD /path`, if there is one. */
export function endpointFor(method: string, path: string): { label: string; endpoint: Endpoint } | undefined {
  return endpoints.find((entry) => entry.endpoint.method === method && entry.matches.test(path));
}

function drift(message: string): never {
  mockDrifts.push(message);
  throw new Error(message);
}

/**
 * The body a mock answers `METHOD /path` with, after the contract's schema for `status` parsed it (unknown
 * keys stripped, as the server's serialiser does). Throws, and records the drift, when the call is not in
 * the contract, the status is not one it declares, or the body does not fit. A 5xx stands for a server
 * failure and needs no declaration; its body, if any, is the common error body.
 */
export function contractReply(method: string, path: string, status: number, body: unknown): unknown {
  const entry = endpointFor(method, path);
  if (!entry) return drift(`mock for ${method} ${path}: no such call in the contract`);
  const declared = entry.endpoint.responses[status];
  if (declared === undefined && status < 500) {
    return drift(`mock for ${entry.label}: status ${status} is not in the contract`);
  }
  const schema = declared ?? (body === undefined ? null : ErrorBodySchema);
  if (schema === null) {
    if (body !== undefined) drift(`mock for ${entry.label}: status ${status} has no body in the contract`);
    return undefined;
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.') || '(body)'}: ${issue.message}`,
    );
    return drift(`mock for ${entry.label} ${status} does not match the contract: ${problems.join('; ')}`);
  }
  return parsed.data;
}
