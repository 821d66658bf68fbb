import { contract, type SuccessReply } from '@bazaar/domain';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { callApi } from '../../lib/http';
import { mediaKeys } from './keys';

// At most UPLOAD_IMAGES_MAX files per request, UPLOAD_IMAGE_MAX_BYTES each (JPEG, PNG, WebP, GIF, AVIF).
export { UPLOAD_IMAGES_MAX, UPLOAD_IMAGE_MAX_BYTES, UPLOAD_IMAGE_MAX_MEGABYTES } from '@bazaar/domain';

const endpoint = contract.media.upload;

/** POST /api/media/upload: one multipart part named `file` per image; needs a seller token. */
export function uploadImages(files: readonly File[]): Promise<SuccessReply<typeof endpoint>> {
  const form = new FormData();
  for (const file of files) form.append('file', file, file.name);
  return callApi(endpoint, { body: form });
}

export function uploadImagesMutationOptions() {
  return mutationOptions({ mutationKey: mediaKeys.upload(), mutationFn: uploadImages });
}

export function useUploadImages() {
  return useMutation(uploadImagesMutationOptions());
}
