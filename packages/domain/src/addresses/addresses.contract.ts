// The address book calls (issue 21). The profile's `shippingAddress` (docs/product.md §3) stays: it is the
// book's default address.
import { z } from 'zod';
import { endpoint, ErrorBodySchema, protectedFailures } from '../shared/contract.js';
import { AddressInputSchema } from './addresses.schemas.js';

/** A saved address, as typed. */
export const AddressSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  phoneNumber: z.string(),
  addressLine1: z.string(),
  addressLine2: z.string(),
  city: z.string(),
  state: z.string(),
  pinCode: z.string(),
  country: z.string(),
  isDefault: z.boolean(),
});
export type Address = z.infer<typeof AddressSchema>;

const AddressIdParamsSchema = z.object({ id: z.string() });
/** The book after a change: the default first, then the newest. */
const BookReplySchema = z.object({ message: z.string(), addresses: z.array(AddressSchema) });

export const addressesContract = {
  listAddresses: endpoint({
    method: 'GET',
    path: '/api/user/addresses',
    summary: "The shopper's saved addresses, the default first, then the newest",
    access: 'user',
    responses: { 200: z.object({ addresses: z.array(AddressSchema) }), ...protectedFailures },
  }),
  addAddress: endpoint({
    method: 'POST',
    path: '/api/user/addresses',
    summary: 'Save an address (at most 20; the first, or one sent with isDefault, becomes the only default)',
    access: 'user',
    body: AddressInputSchema,
    responses: {
      201: BookReplySchema.extend({ address: AddressSchema }),
      400: ErrorBodySchema,
      ...protectedFailures,
    },
  }),
  updateAddress: endpoint({
    method: 'PUT',
    path: '/api/user/addresses/:id',
    summary: 'Replace a saved address; isDefault true makes it the only default',
    access: 'user',
    params: AddressIdParamsSchema,
    body: AddressInputSchema,
    responses: {
      200: BookReplySchema.extend({ address: AddressSchema }),
      400: ErrorBodySchema,
      ...protectedFailures,
      404: ErrorBodySchema,
    },
  }),
  deleteAddress: endpoint({
    method: 'DELETE',
    path: '/api/user/addresses/:id',
    summary: 'Delete a saved address; when it was the default, the newest left becomes the default',
    access: 'user',
    params: AddressIdParamsSchema,
    responses: { 200: BookReplySchema, ...protectedFailures, 404: ErrorBodySchema },
  }),
} as const;
