import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A form's values as its inputs hold them, derived from what a domain schema gives back: text for every field
 * (a price or a pin code is typed as text and the schema turns it into its type), a checkbox's boolean as it is,
 * nested objects field by field.
 */
export type TextFields<T> = {
  [K in keyof T]-?: NonNullable<T[K]> extends boolean
    ? boolean
    : NonNullable<T[K]> extends readonly unknown[]
      ? string
      : NonNullable<T[K]> extends object
        ? TextFields<NonNullable<T[K]>>
        : string;
};

/**
 * The resolver of a form validated by one of the domain's schemas, the same schema the API parses the request
 * with, so the form shows exactly the server's messages (docs/product.md §5). The submit handler gets the
 * schema's output; `Values` is what the inputs hold, one entry per field of that output (text by default). The
 * schemas take any input (they also read request bodies and accept numbers sent as text), so zod's input type
 * says nothing about a form: this is the one place where the form's values are handed to them.
 */
export function formResolver<
  Output extends FieldValues,
  Values extends Record<keyof Output, unknown> & FieldValues = TextFields<Output>,
>(schema: z.ZodType<Output, FieldValues>): Resolver<Values, unknown, Output> {
  return zodResolver(schema) as Resolver<Values, unknown, Output>;
}
