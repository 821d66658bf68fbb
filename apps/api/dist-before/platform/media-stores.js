import { createDiskMediaStorage, mediaRootDir } from './media-storage.js';
import { createS3MediaStorage } from './s3-media-storage.js';
/** The configured media store: DATA_DIR/media by default, an S3-compatible bucket with MEDIA_STORE=s3. */
export function createMediaStorage(config) {
    const { media } = config;
    return media.store === 's3'
        ? createS3MediaStorage(media)
        : createDiskMediaStorage(mediaRootDir(config.dataDir));
}
//# sourceMappingURL=media-stores.js.map