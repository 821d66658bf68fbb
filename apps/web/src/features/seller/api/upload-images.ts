import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { sellerKeys } from './keys';

// At most UPLOAD_IMAGES_MAX files per request, UPLOAD_IMAGE_MAX_BYTES each (JPEG, PNG, WebP, GIF, AVIF).
export { UPLOAD_IMAGES_MAX, UPLOAD_IMAGE_MAX_BYTES, UPLOAD_IMAGE_MAX_MEGABYTES } from '@bazaar/domain';

export interface UploadedImage {
  /** Where the stored image is served, e.g. `/media/products/uploads/<id>.webp`. */
  secure_url: string;
  width: number;
  height: number;
}

export interface UploadImagesResponse {
  images: UploadedImage[];
}

/** POST /api/media/upload: one multipart part named `file` per image; needs a seller token. */
export function uploadImages(files: readonly File[]): Promise<UploadImagesResponse> {
  const form = new FormData();
  for (const file of files) form.append('file', file, file.name);
  return http.post<UploadImagesResponse>('/api/media/upload', form);
}

export function useUploadImages() {
  return useMutation({ mutationKey: sellerKeys.uploadImages(), mutationFn: uploadImages });
}
