import {
  canSubmitInternal,
  type InternalLine,
  type InternalOrderForm,
  internalOrderErrors,
  internalOrderTotal,
  quantityFromLineTotal,
  toWire,
  typeForReturn,
  type UserWire,
} from '@tillwise/domain';
import { useCallback, useMemo, useState } from 'react';
import { newIdempotencyKey } from '../../lib/orders-api';

/** A line as the table shows it: the domain's line plus what identifies it on screen. */
export interface ScreenLine extends InternalLine {
  key: string;
  barcode: string;
  name: string;
  size: string;
  /** Stock of the line's batch in my company ('to' lines), for the in-line quantity rule. */
  batchStock: string | null;
  /** The line's batch has expired ('to' lines): marked, and the order asks before sending it. */
  batchExpired?: boolean;
}

const START: InternalOrderForm = {
  type: 'from',
  isReturn: false,
  counterparty: null,
  totalDiscount: '',
  amountDiscount: true,
  cashGiven: '',
};

/** The internal order being built: its form, its lines and its idempotency key. */
export function useInternalOrder() {
  const [form, setForm] = useState<InternalOrderForm>(START);
  const [lines, setLines] = useState<ScreenLine[]>([]);
  const [key, setKey] = useState(newIdempotencyKey);

  const update = useCallback((patch: Partial<InternalOrderForm>) => setForm((f) => ({ ...f, ...patch })), []);

  /** The type radios are locked once items exist (spec 4.4). */
  const setType = (type: InternalOrderForm['type']) => {
    if (lines.length === 0) update({ type, counterparty: null, cashGiven: '' });
  };
  /** Return Order forces 'to'; unticking forces 'from' (spec 4.4). */
  const setReturn = (isReturn: boolean) => {
    if (lines.length === 0)
      update({ isReturn, type: typeForReturn(isReturn), counterparty: null, cashGiven: '' });
  };
  const setCounterparty = (user: UserWire | null) => update({ counterparty: user, cashGiven: '' });

  const addLine = (line: ScreenLine) => setLines((all) => [...all, line]);
  const removeLine = (key: string) => setLines((all) => all.filter((l) => l.key !== key));
  const editLine = (key: string, patch: Partial<ScreenLine>) =>
    setLines((all) => all.map((l) => (l.key === key ? { ...l, ...patch } : l)));

  /** Editing a line's total sets quantity = total ÷ price and the discount to 0 (spec 5.2). */
  const editLineTotal = (line: ScreenLine, total: string) =>
    editLine(line.key, { quantity: toWire(quantityFromLineTotal(total, line.price)), discount: '0' });

  /** New Order and Cancel: everything back to the start, with a new idempotency key. */
  const reset = () => {
    setForm(START);
    setLines([]);
    setKey(newIdempotencyKey());
  };

  const errors = useMemo(() => internalOrderErrors(form), [form]);
  return {
    form,
    lines,
    idempotencyKey: key,
    errors,
    total: internalOrderTotal(form, lines),
    canSubmit: (sending: boolean) => canSubmitInternal(form, lines, sending),
    update,
    setType,
    setReturn,
    setCounterparty,
    addLine,
    removeLine,
    editLine,
    editLineTotal,
    reset,
  };
}

export type InternalOrderState = ReturnType<typeof useInternalOrder>;
