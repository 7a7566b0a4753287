import { invalidChoiceMessage, parseDecimal, toWire } from '@tillwise/domain';
import { notFound, validationError } from './errors.js';
import { filterValue, type RawQuery } from './query.js';

/** A decimal filter such as `quantity__gte`; '' means no filter, anything else must be a number. */
export function decimalFilter(query: RawQuery, key: string): string | undefined {
  const raw = filterValue(query, key);
  if (raw === undefined) return undefined;
  const value = parseDecimal(raw);
  if (value === null) throw validationError({ [key]: ['Enter a number.'] });
  return toWire(value);
}

/** An id filter such as `category`; '' means no filter, anything else must be a whole number. */
export function idFilter(query: RawQuery, key: string): number | undefined {
  const raw = filterValue(query, key);
  if (raw === undefined) return undefined;
  if (!/^\d{1,9}$/.test(raw)) throw validationError({ [key]: [invalidChoiceMessage(raw)] });
  return Number(raw);
}

/** The numeric `:id` of a path; anything else is simply not found, as in DRF's router. */
export function pathId(params: unknown): number {
  const raw = (params as { id?: string }).id ?? '';
  if (!/^\d{1,9}$/.test(raw)) throw notFound();
  return Number(raw);
}
