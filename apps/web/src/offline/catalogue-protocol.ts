/** Messages between the page and the catalogue worker (catalogue.worker.ts). */
export type WorkerRequest =
  | { type: 'sync'; token: string; apiBase: string }
  | { type: 'search'; id: number; text: string }
  | { type: 'barcode'; id: number; code: string };

export type WorkerReply =
  | { type: 'progress'; done: number; total: number }
  | { type: 'synced'; count: number; at: number }
  | { type: 'sync-failed'; message: string; network: boolean }
  | { type: 'ready'; count: number }
  | { type: 'matches'; id: number; ids: number[]; total: number };
