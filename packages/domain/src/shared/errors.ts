// Turning a zod error into the texts the clients show: the API answers 400 with one `message` (the first
// issue, which names the field), a form shows one message under each field. Typed with zod core's error, which
// both zod flavours throw (classic's ZodError extends it; zod/mini throws it as is).
import type { z } from 'zod/mini';

/** The message of the first issue: what the API puts in its 400 `{message}`. */
export function firstIssueMessage(error: z.core.$ZodError): string {
  return error.issues[0]?.message ?? 'Invalid input';
}

export interface FormErrors {
  /** issues about the whole form (path []), e.g. the simple login form's 'All field are required' */
  readonly form: string[];
  /** the first message for each field, keyed by its dotted path ('shippingAddress.pinCode') */
  readonly fields: Record<string, string>;
}

/** Messages to show under each field: the first issue per field wins. */
export function formErrors(error: z.core.$ZodError): FormErrors {
  const form: string[] = [];
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    if (issue.path.length === 0) {
      form.push(issue.message);
      continue;
    }
    const key = issue.path.map(String).join('.');
    fields[key] ??= issue.message;
  }
  return { form, fields };
}
