// The media TanStack keys: an upload of product photos (the product form's drop zone).
export const mediaKeys = {
  all: ['media'] as const,
  upload: () => [...mediaKeys.all, 'upload'] as const,
};
