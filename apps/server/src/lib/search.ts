import { and, ilike, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * DRF's SearchFilter: the text is split on spaces and commas, and every term must appear
 * (case-insensitively) in at least one of the columns. No text: no condition.
 */
export function searchCondition(text: string | undefined, columns: AnyPgColumn[]): SQL | undefined {
  const terms = (text ?? '')
    .split(/[\s,]+/)
    .filter(Boolean)
    .slice(0, 10);
  if (terms.length === 0) return undefined;
  return and(...terms.map((term) => or(...columns.map((column) => ilike(column, `%${escapeLike(term)}%`)))));
}
