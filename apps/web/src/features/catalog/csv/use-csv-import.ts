import { useQueryClient } from '@tanstack/react-query';
import {
  type CsvRecord,
  type CsvRowResult,
  chunkGroups,
  groupByBarcode,
  PRODUCT_CSV_REQUIRED,
  readCsvRecords,
  STOCK_CSV_REQUIRED,
} from '@tillwise/domain';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-error';
import { queryKeys } from '../../../lib/query-keys';
import type { CsvKind } from './api/export-csv';
import { type CsvStep, sendCsvRows } from './api/send-csv-rows';

export type ImportState =
  | { phase: 'idle' }
  | { phase: 'working'; step: CsvStep; done: number; total: number }
  | { phase: 'previewed'; results: CsvRowResult[] }
  | { phase: 'imported'; results: CsvRowResult[] }
  | { phase: 'failed'; message: string; results?: CsvRowResult[] };

/** The file's rows in request-sized chunks; a product's rows always travel together. */
function chunksOf(kind: CsvKind, text: string): CsvRecord[][] {
  const records = readCsvRecords(text, kind === 'products' ? PRODUCT_CSV_REQUIRED : STOCK_CSV_REQUIRED);
  if (records.length === 0) throw new Error('The file has a header but no rows.');
  return chunkGroups(kind === 'products' ? groupByBarcode(records) : records.map((r) => [r]));
}

/**
 * Reads a CSV file and walks it through the server in chunks, first as a preview (nothing
 * written), then, once confirmed, as the import itself, with progress after every chunk.
 */
export function useCsvImport(kind: CsvKind) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<ImportState>({ phase: 'idle' });
  const [chunks, setChunks] = useState<CsvRecord[][]>([]);

  async function run(step: CsvStep, parts: CsvRecord[][]): Promise<void> {
    const results: CsvRowResult[] = [];
    for (const [i, part] of parts.entries()) {
      setState({ phase: 'working', step, done: i, total: parts.length });
      try {
        results.push(...(await sendCsvRows(kind, step, part)));
      } catch (error) {
        // Chunks already imported stay imported: each product or row was saved on its own.
        setState({
          phase: 'failed',
          message: errorMessage(error),
          results: step === 'import' ? results : undefined,
        });
        return;
      }
    }
    setState({ phase: step === 'preview' ? 'previewed' : 'imported', results });
    if (step === 'import') {
      await queryClient.invalidateQueries({ queryKey: queryKeys.catalog() });
      await queryClient.invalidateQueries({ queryKey: queryKeys.inventory() });
    }
  }

  return {
    state,
    /** Reads the file and previews it. */
    choose: async (file: File) => {
      try {
        const parts = chunksOf(kind, await file.text());
        setChunks(parts);
        await run('preview', parts);
      } catch (error) {
        setState({ phase: 'failed', message: errorMessage(error) });
      }
    },
    confirm: () => run('import', chunks),
    reset: () => {
      setChunks([]);
      setState({ phase: 'idle' });
    },
  };
}
