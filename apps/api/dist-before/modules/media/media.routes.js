import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import multipart from '@fastify/multipart';
import { apiMessages, mediaContract as calls } from '@bazaar/domain';
import { signedInUser } from '../../platform/auth.js';
import { contractRoute } from '../../platform/contract-route.js';
import { AppError, BadRequestError } from '../../platform/errors.js';
import { storeProductImages, UPLOAD_MAX_BYTES, UPLOAD_MAX_FILES } from './media.service.js';
const MINUTE = 60_000;
/** The answer to a body that could not be read to the end: too large, too many files, or malformed. */
function uploadRefusal(error) {
    const code = error.code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
        return new AppError(413, apiMessages.imageTooLarge);
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') {
        return new AppError(413, apiMessages.tooManyImages);
    }
    // busboy's own words for a body it cannot parse (no boundary, a broken part): the client's fault.
    if (error instanceof Error && /boundary|multipart|unexpected end of form|malformed/i.test(error.message)) {
        return new BadRequestError(apiMessages.malformedMultipart);
    }
    return error;
}
/**
 * POST /api/media/upload: product images, answered like the image host the spec's client used. With a store
 * that reads its own files (a bucket without MEDIA_PUBLIC_URL), GET /media/* serves them too.
 */
export const mediaRoutes = async (app) => {
    const { read } = app.media;
    if (read) {
        app.get('/media/*', { schema: { hide: true } }, async (request, reply) => {
            const file = await read(request.params['*']);
            // Not stored (yet): the web app's not-found handler answers, drawing a demo picture if it names one.
            if (!file)
                return reply.callNotFound();
            reply.header('cache-control', 'public, max-age=31536000, immutable').type(file.contentType);
            if (file.bytes !== undefined)
                reply.header('content-length', file.bytes);
            return reply.send(file.body);
        });
    }
    const spoolRoot = path.join(app.config.dataDir, 'tmp');
    await fs.mkdir(spoolRoot, { recursive: true, mode: 0o700 });
    await app.register(multipart, {
        limits: { fileSize: UPLOAD_MAX_BYTES, files: UPLOAD_MAX_FILES, fields: 10, parts: UPLOAD_MAX_FILES + 10 },
    });
    contractRoute(app, 'media', calls.upload, async (request, reply) => {
        const seller = signedInUser(request);
        await app.rateLimiter.hit('upload-seller', seller.id, { limit: 60, windowMs: 60 * MINUTE });
        if (!request.isMultipart()) {
            throw new AppError(415, apiMessages.notMultipart);
        }
        // Every file is counted (and written to disk, not memory) before any is decoded: a request refused
        // for its size or number of files leaves nothing behind.
        const spool = await fs.mkdtemp(path.join(spoolRoot, 'upload-'));
        try {
            const files = [];
            try {
                for await (const part of request.files()) {
                    if (part.fieldname !== 'file') {
                        part.file.resume();
                        continue;
                    }
                    const file = path.join(spool, String(files.length));
                    await pipeline(part.file, createWriteStream(file));
                    files.push(file);
                }
            }
            catch (error) {
                throw uploadRefusal(error);
            }
            if (files.length === 0)
                throw new BadRequestError(apiMessages.noImage, { field: 'file' });
            const images = await storeProductImages(app.db, app.media, seller.id, files);
            return reply.status(201).send({ images });
        }
        finally {
            await fs.rm(spool, { recursive: true, force: true });
        }
    }, { bodyLimit: UPLOAD_MAX_BYTES * UPLOAD_MAX_FILES + 64 * 1024 });
};
//# sourceMappingURL=media.routes.js.map