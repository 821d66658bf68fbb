import Swal from 'sweetalert2/dist/sweetalert2.esm.js';
import { afterEach, beforeEach, vi } from 'vitest';

/**
 * For tests of the product upload form: happy-dom has no object URLs, so each picked image gets its own
 * `blob:preview-<n>` (numbered from 1 in every test), and a toast or popup of one test never sits over the next.
 * Call once at the top of the test file.
 */
export function stubPreviewObjectUrls() {
  let objectUrls = 0;

  beforeEach(() => {
    objectUrls = 0;
    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => `blob:preview-${++objectUrls}`);
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  });

  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    Swal.close();
  });
}
