// Test helpers: what a schema says about an input, as the clients would show it.
import type { z } from 'zod';

/** Every issue message, in order; [] when the input is valid. */
export function messagesOf(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

/** The first message on a field (dotted path, '' for the whole form), or undefined. */
export function messageAt(schema: z.ZodType, input: unknown, path: string): string | undefined {
  const result = schema.safeParse(input);
  if (result.success) return undefined;
  return result.error.issues.find((issue) => issue.path.map(String).join('.') === path)?.message;
}

/** The parsed output; fails the test with the messages when the input is refused. */
export function parsed<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input);
  if (!result.success) throw new Error(`refused: ${result.error.issues.map((i) => i.message).join(' | ')}`);
  return result.data;
}
