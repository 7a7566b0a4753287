import { z } from 'zod';

/* The shared pieces of every wire schema: decimals, dates, the DRF list page, empty answers. */

/** A decimal as the wire carries it: a string with 4 places (`"12.5000"`). */
export const decimal = z.string().describe('Decimal as a string, 4 places');
export const date = z.string().describe('YYYY-MM-DD');
export const timestamp = z.string().describe('Local date and time, ISO 8601');

/** A DRF list page: count, links and one page of results. */
export const listOf = <T extends z.ZodType>(item: T) =>
  z.object({
    count: z.number().int(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
  });

export const Detail = z.object({ detail: z.string() });
export const Empty = z.null().describe('No content');
export const CsvText = z.string().describe('text/csv');
