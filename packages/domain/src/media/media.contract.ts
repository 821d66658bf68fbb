// POST /api/media/upload: multipart parts named `file`; the reply looks like the image host the spec's
// client used.
import { z } from 'zod';
import { endpoint, ErrorBodySchema, roleFailures, TooManyRequestsSchema } from '../shared/contract.js';

export const UploadedImageSchema = z.object({
  secure_url: z.string(),
  width: z.number(),
  height: z.number(),
  /** Bazaar: the copies at smaller widths, for `<img srcset>` (see imageSrcSet) */
  srcset: z.string().optional(),
});
export type UploadedImage = z.infer<typeof UploadedImageSchema>;

export const mediaContract = {
  upload: endpoint({
    method: 'POST',
    path: '/api/media/upload',
    summary: 'Upload product images (multipart parts named `file`, ≤ 5 MB each, ≤ 6); re-encoded to WebP',
    access: 'seller',
    multipart: true,
    responses: {
      201: z.object({ images: z.array(UploadedImageSchema) }),
      400: ErrorBodySchema,
      ...roleFailures,
      413: ErrorBodySchema,
      415: ErrorBodySchema,
      429: TooManyRequestsSchema,
    },
  }),
} as const;
