import type { CsvRecord, CsvRowResult } from '@tillwise/domain';
import { apiRequest, unwrap } from '../../../../lib/api-client';
import type { CsvKind } from './export-csv';

export type CsvStep = 'preview' | 'import';

/** `POST catalog-csv/<kind>/<step>/`: one chunk of rows; `preview` writes nothing. */
export async function sendCsvRows(kind: CsvKind, step: CsvStep, rows: CsvRecord[]): Promise<CsvRowResult[]> {
  return unwrap(
    await apiRequest<{ rows: CsvRowResult[] }>('POST', `catalog-csv/${kind}/${step}/`, { body: { rows } }),
  ).rows;
}
