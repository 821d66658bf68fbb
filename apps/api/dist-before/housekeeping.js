import { forgetExpiredSignInFailures } from './modules/auth/auth.service.js';
import { profilesShowing } from './modules/account/account.service.js';
import { photosShowing } from './modules/inventory/inventory.service.js';
import { sweepUnusedUploads } from './modules/media/media.service.js';
const EVERY_MS = 60 * 60_000;
/** One pass of the server's tidying: uploads nobody uses after a day, sign-in failures past their window. */
export async function tidyOnce(app, now = Date.now()) {
    const removed = await sweepUnusedUploads(app.db, app.media, [photosShowing, profilesShowing], now);
    if (removed > 0)
        app.log.info({ removed }, 'unused uploads removed');
    await forgetExpiredSignInFailures(app.db, now);
}
/** The hourly tidy as a background job: one process runs it each hour, whichever wins its lease. */
export const housekeepingJob = (app) => ({
    name: 'housekeeping',
    everyMs: EVERY_MS,
    run: () => tidyOnce(app),
});
//# sourceMappingURL=housekeeping.js.map