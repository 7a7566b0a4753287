import { z } from 'zod';
import { MAX_ID } from './messages.js';

/*
 * The path parameters of every route that has them, declared once: the server validates with them
 * (a value they refuse is "Not found.", as DRF's router answers a path that names no record) and
 * publishes them in the OpenAPI document, and the handlers read the parsed number.
 */

/** Digits naming a row a serial column can hold (1 to 2^31-1); leading zeros are read as DRF reads them. */
export const storedIdOf = (raw: string): number | null => {
  if (!/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 && id <= MAX_ID ? id : null;
};

/** A record's id in a path: the text of a stored id, read as its number. */
export const PathId = z
  .string()
  .regex(/^\d{1,10}$/)
  .refine((raw) => storedIdOf(raw) !== null)
  .transform(Number)
  .describe('A record id: digits, from 1 to 2147483647');

/**
 * The path of a record's routes (`order/<id>/`). An id that is not a stored one (not digits, 0,
 * past 2^31-1) is refused here, so no handler reads it; one that is not the caller's record is
 * each route's own 404.
 */
export const IdParams = z.object({ id: PathId });
export type IdParams = z.output<typeof IdParams>;

/** `total-payable-receivable/<company>/`: a company's id, or `0` for every company in reach. */
export const CompanyParams = z.object({
  company: z
    .string()
    .regex(/^\d{1,9}$/)
    .transform(Number)
    .describe('A company id, or 0 for every company in reach'),
});
export type CompanyParams = z.output<typeof CompanyParams>;

/** Every path parameter set, by the names a route's path holds (`:id`, `:company`). */
export const PATH_PARAMS = { id: IdParams, company: CompanyParams } as const;
