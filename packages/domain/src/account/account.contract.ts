// The profile calls of /api/user/* (docs/product.md §7, Account).
import { z } from 'zod';
import { endpoint, ErrorBodySchema, protectedFailures } from '../shared/contract.js';
import { UpdateProfileSchema } from './account.schemas.js';

/** The profile of POST /api/user/profile (`userDetail`) and update-profile (`updatedUser`). */
export const UserDetailSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  address: z.string(),
  profilePic: z.string(),
  userType: z.enum(['consumer', 'seller']),
  shippingAddress: z.record(z.string(), z.unknown()).nullable(),
  cartCount: z.number().int(),
});
export type UserDetail = z.infer<typeof UserDetailSchema>;

export const accountContract = {
  profile: endpoint({
    method: 'POST',
    path: '/api/user/profile',
    summary: 'The signed-in user (sent with no body)',
    access: 'user',
    responses: { 200: z.object({ userDetail: UserDetailSchema }), ...protectedFailures },
  }),
  updateProfile: endpoint({
    method: 'POST',
    path: '/api/user/update-profile',
    summary: 'Change name, phone number (≤ 11 characters), address or picture; other fields are ignored',
    access: 'user',
    body: UpdateProfileSchema,
    responses: {
      200: z.object({ message: z.string(), updatedUser: UserDetailSchema }),
      400: ErrorBodySchema,
      ...protectedFailures,
    },
  }),
} as const;
