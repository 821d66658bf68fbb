import { errorMessages, popupTitleForStatus } from '@bazaar/domain';
import { isHttpError, isNetworkError } from '../lib/http';

/**
 * The popup for an add to cart that failed (docs/product.md §8): the connection alert when the request never got an
 * answer, otherwise the spec's title for the status with the server's message. The popups (sweetalert2)
 * load with the first failure, not with the page.
 */
export async function showAddToCartFailure(error: unknown): Promise<void> {
  const { showPopup } = await import('./popup');
  if (isNetworkError(error)) {
    await showPopup({ icon: 'warning', title: errorMessages.checkInternet });
    return;
  }
  const status = isHttpError(error) ? error.status : undefined;
  const text = isHttpError(error) && error.message ? error.message : errorMessages.somethingWentWrongFullStop;
  await showPopup({ icon: 'error', title: popupTitleForStatus(status), text });
}
