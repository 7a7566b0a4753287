import type { CsvRecord, CsvRowResult } from '@tillwise/domain';
import { apiRequest, unwrap } from '../../../../lib/api-client';
import { retryableWrite } from '../../../../lib/retryable-write';
import type { CsvKind } from './export-csv';

export type CsvStep = 'preview' | 'import';

/** `POST catalog-csv/<kind>/<step>/`: one chunk of rows; `preview` writes nothing. */
export async function sendCsvRows(kind: CsvKind, step: CsvStep, rows: CsvRecord[]): Promise<CsvRowResult[]> {
  // An import writes: a chunk whose answer was lost is sent again with the same key, never twice.
  const path = `catalog-csv/${kind}/${step}/`;
  const result =
    step === 'import'
      ? await retryableWrite<{ rows: CsvRowResult[] }>('POST', path, { rows })
      : await apiRequest<{ rows: CsvRowResult[] }>('POST', path, { body: { rows } });
  return unwrap(result).rows;
}
