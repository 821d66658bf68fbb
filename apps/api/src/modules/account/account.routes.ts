import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiMessages, UpdateProfileSchema, UserDetailSchema } from '@bazaar/domain';
import { requireUser } from '../../platform/auth.js';
import { getUserDetail, updateProfile } from './account.service.js';

/** POST /api/user/profile and /api/user/update-profile (api-contract "Account"). */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['account'];
  const security = [{ bearer: [] }];

  app.post(
    '/api/user/profile',
    {
      schema: {
        tags,
        security,
        summary: 'The signed-in user (sent with no body)',
        response: { 200: z.object({ userDetail: UserDetailSchema }) },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return { userDetail: await getUserDetail(app.db, user) };
    },
  );

  app.post(
    '/api/user/update-profile',
    {
      schema: {
        tags,
        security,
        summary: 'Change name, phone number (≤ 11 characters), address or picture; other fields are ignored',
        body: UpdateProfileSchema,
        response: { 200: z.object({ message: z.string(), updatedUser: UserDetailSchema }) },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const updatedUser = await updateProfile(app.db, app.media, user, request.body);
      return { message: apiMessages.profileUpdated, updatedUser };
    },
  );
};
