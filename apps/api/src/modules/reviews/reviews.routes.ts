import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiMessages, contract } from '@bazaar/domain';
import { requireUser } from '../../platform/auth.js';
import { submitReview } from './reviews.service.js';

/** POST /api/product/submit-review (api-contract "Catalogue"). */
export const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { submitReview: call } = contract.reviews;
  app.post(
    call.path,
    {
      schema: {
        tags: ['reviews'],
        security: [{ bearer: [] }],
        summary: call.summary,
        body: call.body,
        response: call.responses,
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      await submitReview(app.db, user, request.body);
      return reply.status(201).send({ message: apiMessages.reviewSubmitted });
    },
  );
};
