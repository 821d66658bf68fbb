// The reviews module's table: one review per buyer per product.
import type { Insertable } from 'kysely';

export interface ReviewsTable {
  id: string;
  productId: string;
  userId: string;
  userName: string;
  rating: number;
  title: string;
  message: string;
  createdAt: string;
}

export type NewReview = Insertable<ReviewsTable>;
