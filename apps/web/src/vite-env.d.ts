/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Where the API lives; defaults to `/api/` on the SPA's own origin. Must end with `/`. */
  readonly VITE_API_BASE?: string;
}
