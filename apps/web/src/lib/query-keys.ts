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

  // ---- Catalogue and stock: invalidate `catalog()` after any catalogue write, `inventory()` after stock moves.
  catalog: () => ['catalog'] as const,
  products: (params: { search: string; page: number }) => ['catalog', 'products', params] as const,
  productSearch: (text: string) => ['catalog', 'product-search', text] as const,
  product: (id: number) => ['catalog', 'product', id] as const,
  units: () => ['catalog', 'units'] as const,
  categories: () => ['catalog', 'categories'] as const,
  batches: (params: { search: string; page: number }) => ['catalog', 'batches', params] as const,
  inventory: () => ['inventory'] as const,
  inventoryList: (params: { search: string; page: number; companies: number[] | 'all' }) =>
    ['inventory', 'list', params] as const,
  inventoryCompanies: () => ['inventory', 'companies'] as const,
};
