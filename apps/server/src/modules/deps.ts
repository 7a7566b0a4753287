import type { Db } from '@tillwise/db';
import type { MediaStore } from '../lib/media-store.js';

/** What the API modules are given by app.ts. */
export interface ModuleDeps {
  db: Db;
  pageSize: number;
  media: MediaStore;
}
