/** Every TanStack Query key in one place, so invalidation never guesses a key's shape. */
export const queryKeys = {
  currentUser: () => ['user-data'] as const,
  companyLogo: () => ['company-logo'] as const,
};
