import { invalidChoiceMessage, MAX_ID, parseDecimal, SERVER_MSG, storedIdOf, toWire } from '@tillwise/domain';
import { validationError } from './errors.js';
import { filterValue, type RawQuery } from './query.js';

/** A decimal filter such as `quantity__gte`; '' means no filter, anything else must be a number. */
export function decimalFilter(query: RawQuery, key: string): string | undefined {
  const raw = filterValue(query, key);
  if (raw === undefined) return undefined;
  const value = parseDecimal(raw);
  if (value === null) throw validationError({ [key]: [SERVER_MSG.enterNumber] });
  return toWire(value);
}

/** Whether an id could name a stored row: a whole number from 1 to the largest serial (`MAX_ID`). */
export const isStoredId = (id: number): boolean => Number.isSafeInteger(id) && id >= 1 && id <= MAX_ID;

/** Stored ids as a PostgreSQL `int[]` literal (`{1,2}`), each once; others are left out. */
export const idArrayLiteral = (ids: readonly number[]): string =>
  `{${[...new Set(ids.filter(isStoredId))].join(',')}}`;

/** An id filter such as `category`; '' means no filter, anything else must be a stored id. */
export function idFilter(query: RawQuery, key: string): number | undefined {
  const raw = filterValue(query, key);
  if (raw === undefined) return undefined;
  const id = storedIdOf(raw);
  if (id === null) throw validationError({ [key]: [invalidChoiceMessage(raw)] });
  return id;
}
