import multipart from '@fastify/multipart';
import { apiMessages, UploadedImageSchema } from '@bazaar/domain';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireSeller } from '../../platform/auth.js';
import { AppError, BadRequestError } from '../../platform/errors.js';
import {
  storeProductImage,
  UPLOAD_MAX_BYTES,
  UPLOAD_MAX_FILES,
  type UploadedImage,
} from './media.service.js';

const MINUTE = 60_000;

/** POST /api/media/upload: product images, answered like the image host the spec's client used. */
export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    limits: { fileSize: UPLOAD_MAX_BYTES, files: UPLOAD_MAX_FILES, fields: 10, parts: UPLOAD_MAX_FILES + 10 },
  });

  app.post(
    '/api/media/upload',
    {
      bodyLimit: UPLOAD_MAX_BYTES * UPLOAD_MAX_FILES + 64 * 1024,
      schema: {
        tags: ['media'],
        security: [{ bearer: [] }],
        summary: 'Upload product images (multipart parts named `file`, ≤ 5 MB each, ≤ 6); re-encoded to WebP',
        consumes: ['multipart/form-data'],
        response: {
          201: z.object({
            images: z.array(UploadedImageSchema),
          }),
        },
      },
    },
    async (request, reply) => {
      const seller = await requireSeller(request);
      await app.rateLimiter.hit('upload-user', seller.id, { limit: 120, windowMs: 60 * MINUTE });
      if (!request.isMultipart()) {
        throw new AppError(415, apiMessages.notMultipart);
      }
      const images: UploadedImage[] = [];
      try {
        for await (const part of request.files()) {
          if (part.fieldname !== 'file') {
            part.file.resume();
            continue;
          }
          images.push(await storeProductImage(app.media, await part.toBuffer()));
        }
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, apiMessages.imageTooLarge);
        if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') {
          throw new AppError(413, apiMessages.tooManyImages);
        }
        throw error;
      }
      if (images.length === 0) throw new BadRequestError(apiMessages.noImage, { field: 'file' });
      return reply.status(201).send({ images });
    },
  );
};
