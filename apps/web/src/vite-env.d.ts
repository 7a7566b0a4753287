/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Where the API lives; defaults to `/api/` on the SPA's own origin. Must end with `/`. */
  readonly VITE_API_BASE?: string;
  /** Rows per page of the server's lists (its `PAGE_SIZE`); 30 by default, as in the original. */
  readonly VITE_PAGE_SIZE?: string;
}
