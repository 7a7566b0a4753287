/** Every TanStack Query key in one place, so invalidation never guesses a key's shape. */
export const queryKeys = {
  /** Prefix of every signed-in user entry; invalidate this after editing the user. */
  currentUsers: () => ['user-data'] as const,
  /**
   * Keyed by token so a sign-in from another tab (which swaps the token under us) can never be
   * shown the previous user's menus.
   */
  currentUser: (token: string | null) => ['user-data', token] as const,
  companyLogo: () => ['company-logo'] as const,
};
