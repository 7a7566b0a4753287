import { localDay } from '@tillwise/domain';
import { apiRequest, unwrap } from '../../../../lib/api-client';

export type CsvKind = 'products' | 'stock';

/** `GET catalog-csv/<kind>/`: the CSV text of every live product, or of the company's stock. */
export async function fetchCsv(kind: CsvKind): Promise<string> {
  return unwrap(await apiRequest<string>('GET', `catalog-csv/${kind}/`));
}

/** Saves text as a file through the browser's download, named like `products-2026-11-21.csv`. */
export function saveAs(text: string, kind: CsvKind): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `${kind}-${localDay()}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own copy once click() returns; the URL is not needed after this tick.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
