import type { FastifyInstance } from 'fastify';
import { deleteSignInFailuresBefore } from './modules/auth/auth.repository.js';
import { signInFailureRules } from './modules/auth/auth.service.js';
import { sweepUnusedUploads } from './modules/media/media.service.js';

const EVERY_MS = 60 * 60_000;

/** One pass of the server's tidying: uploads nobody uses after a day, sign-in failures past their window. */
export async function tidyOnce(app: FastifyInstance, now = Date.now()): Promise<void> {
  const removed = await sweepUnusedUploads(app.db, app.media, now);
  if (removed > 0) app.log.info({ removed }, 'unused uploads removed');
  await deleteSignInFailuresBefore(app.db, new Date(now - signInFailureRules.windowMs).toISOString());
}

/** Runs `tidyOnce` at start and every hour until the app closes. */
export function startHousekeeping(app: FastifyInstance): void {
  const run = () =>
    tidyOnce(app).catch((error: unknown) => app.log.error({ err: error }, 'housekeeping failed'));
  void run();
  const timer = setInterval(run, EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
