import { invalidChoiceMessage } from '@tillwise/domain';
import { validationError } from './errors.js';
import { allValues, filterValue, type RawQuery } from './query.js';

/** A single-choice filter: '' or absent is no filter; an unknown value is a 400 like django-filter's. */
export function choiceFilter<T extends string>(
  query: RawQuery,
  key: string,
  choices: readonly T[],
): T | undefined {
  const value = filterValue(query, key);
  if (value === undefined) return undefined;
  if (!(choices as readonly string[]).includes(value))
    throw validationError({ [key]: invalidChoiceMessage(value) });
  return value as T;
}

/** A repeatable choice filter (`user_type=A&user_type=B`), checked the same way. */
export function choicesFilter<T extends string>(query: RawQuery, key: string, choices: readonly T[]): T[] {
  const values = allValues(query, key);
  const wrong = values.find((v) => !(choices as readonly string[]).includes(v));
  if (wrong !== undefined) throw validationError({ [key]: invalidChoiceMessage(wrong) });
  return values as T[];
}
