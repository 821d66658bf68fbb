// The reviews' TanStack keys: submitting one (the reviews themselves come with the product, api/catalog).
export const reviewKeys = {
  all: ['reviews'] as const,
  submit: () => [...reviewKeys.all, 'submit'] as const,
};
