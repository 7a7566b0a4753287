/** Messages between the page and the catalogue worker (catalogue.worker.ts). */
export type WorkerRequest =
  /** A delta from the stored stamp when there is one, else the whole catalogue. */
  | { type: 'sync'; token: string; apiBase: string }
  | { type: 'search'; id: number; text: string }
  | { type: 'barcode'; id: number; code: string };

export type WorkerReply =
  | { type: 'progress'; done: number; total: number }
  /** `delta`: products changed or removed by a delta; absent after a full download. */
  | { type: 'synced'; count: number; at: number; delta?: number }
  | { type: 'sync-failed'; message: string; network: boolean }
  | { type: 'ready'; count: number }
  | { type: 'matches'; id: number; ids: number[]; total: number };
