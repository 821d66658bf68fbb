// The address book's TanStack keys (issue 21): the book, and its changes (each answers the whole book, which
// replaces the cached one; the profile's saved address follows the default, so it is refetched too).
export const addressKeys = {
  all: ['addresses'] as const,
  book: () => [...addressKeys.all, 'book'] as const,
  add: () => [...addressKeys.all, 'add'] as const,
  update: () => [...addressKeys.all, 'update'] as const,
  remove: () => [...addressKeys.all, 'remove'] as const,
};
