import { MSG, normaliseDate, ORDER_STATUSES, SERVER_MSG } from '@tillwise/domain';
import { choiceFilter } from '../../lib/choices.js';
import { dayAfter, dayStart } from '../../lib/day-range.js';
import { validationError } from '../../lib/errors.js';
import { idFilter } from '../../lib/filters.js';
import { filterValue, type RawQuery } from '../../lib/query.js';
import type { OrderFilter } from './repository.js';

const BOOLEAN: Record<string, boolean> = {
  true: true,
  True: true,
  '1': true,
  false: false,
  False: false,
  '0': false,
};

/** The list filters of contract O14; '' means no filter, as django-filter reads it. */
export function orderFilter(query: RawQuery, scope: number[]): OrderFilter {
  const cash = filterValue(query, 'cash');
  if (cash !== undefined && !(cash in BOOLEAN)) throw validationError({ cash: SERVER_MSG.selectValidChoice });
  const date = filterValue(query, 'created__date');
  const day = date === undefined ? undefined : normaliseDate(date);
  if (day === null) throw validationError({ created__date: MSG.invalidDate });
  return {
    scope,
    buyerCompany: idFilter(query, 'buyer__company'),
    sellerCompany: idFilter(query, 'seller__company'),
    invoiceContains: filterValue(query, 'invoice_id__contains'),
    idContains: filterValue(query, 'id__contains'),
    status: choiceFilter(query, 'status', ORDER_STATUSES),
    cash: cash === undefined ? undefined : BOOLEAN[cash],
    created: day ? { from: dayStart(day), to: dayAfter(day) } : undefined,
  };
}
