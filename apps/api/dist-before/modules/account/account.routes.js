import { accountContract as calls, apiMessages } from '@bazaar/domain';
import { signedInUser } from '../../platform/auth.js';
import { contractRoute } from '../../platform/contract-route.js';
import { getUserDetail, updateProfile } from './account.service.js';
/** POST /api/user/profile and /api/user/update-profile (docs/product.md §7, Account). */
export const accountRoutes = async (app) => {
    contractRoute(app, 'account', calls.profile, async (request) => ({
        userDetail: await getUserDetail(app.db, signedInUser(request)),
    }));
    contractRoute(app, 'account', calls.updateProfile, async (request) => {
        const updatedUser = await updateProfile(app.db, app.media, signedInUser(request), request.body);
        return { message: apiMessages.profileUpdated, updatedUser };
    });
};
//# sourceMappingURL=account.routes.js.map