// The search feature's TanStack keys: suggestions per typed prefix.
export const searchKeys = {
  all: ['search'] as const,
  suggestions: (prefix: string) => [...searchKeys.all, 'suggest', prefix] as const,
};
