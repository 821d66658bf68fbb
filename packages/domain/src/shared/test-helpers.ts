// Test helpers: what a schema says about an input, as the clients would show it. Any zod schema, classic or
// zod/mini (both are zod core schemas, which zod/mini's `safeParse` takes).
import { z } from 'zod/mini';

/** Every issue message, in order; [] when the input is valid. */
export function messagesOf(schema: z.core.$ZodType, input: unknown): string[] {
  const result = z.safeParse(schema, input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

/** The first message on a field (dotted path, '' for the whole form), or undefined. */
export function messageAt(schema: z.core.$ZodType, input: unknown, path: string): string | undefined {
  const result = z.safeParse(schema, input);
  if (result.success) return undefined;
  return result.error.issues.find((issue) => issue.path.map(String).join('.') === path)?.message;
}

/** The parsed output; fails the test with the messages when the input is refused. */
export function parsed<T extends z.core.$ZodType>(schema: T, input: unknown): z.output<T> {
  const result = z.safeParse(schema, input);
  if (!result.success) throw new Error(`refused: ${result.error.issues.map((i) => i.message).join(' | ')}`);
  return result.data;
}
