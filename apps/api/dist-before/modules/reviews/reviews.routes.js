import { apiMessages, reviewsContract as calls } from '@bazaar/domain';
import { signedInUser } from '../../platform/auth.js';
import { contractRoute } from '../../platform/contract-route.js';
import { productReviewsPage, submitReview } from './reviews.service.js';
/** POST /api/product/submit-review (docs/product.md §7, Reviews); GET /api/product/{id}/reviews (issue 21). */
export const reviewsRoutes = async (app) => {
    contractRoute(app, 'reviews', calls.submitReview, async (request, reply) => {
        await submitReview(app.db, signedInUser(request), request.body);
        return reply.status(201).send({ message: apiMessages.reviewSubmitted });
    });
    contractRoute(app, 'reviews', calls.getProductReviews, async (request) => productReviewsPage(app.db, request.params.id, request.query));
};
//# sourceMappingURL=reviews.routes.js.map