// The media module's table: who uploaded which file.

/** A file a user uploaded (the seller's product images): who, how large, when. */
export interface MediaUploadsTable {
  key: string;
  url: string;
  uploaderId: string;
  bytes: number;
  createdAt: string;
}
