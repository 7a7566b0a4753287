import {
  D,
  type Dec,
  PAYMENT_SERVICE_LABELS,
  type RefundableWire,
  type RefundPick,
  refundAmounts,
  refundPickErrors,
  refundTenders,
  type SoldLine,
  type Tender,
} from '@tillwise/domain';

/** How a refund goes back, one line per payment it touches: "Card · JazzCash (ref JC-1)". */
export interface RefundTenderLine {
  label: string;
  amount: string;
}

/** What the typed quantities would refund: the problems with them, or the total and where it goes. */
export interface RefundPreview {
  errors: string[];
  total: Dec | null;
  tenders: RefundTenderLine[];
}

export const tenderLabel = (t: Pick<Tender, 'kind'> & { funds?: string; reference?: string }): string => {
  if (t.kind === 'account') return "Customer's account";
  if (t.funds === 'CASH') return 'Cash';
  const service = PAYMENT_SERVICE_LABELS[t.funds as keyof typeof PAYMENT_SERVICE_LABELS] ?? t.funds;
  return `Card · ${service}${t.reference ? ` (ref ${t.reference})` : ''}`;
};

const wireTenders = (view: RefundableWire): Tender[] =>
  view.tenders.map((t) =>
    t.kind === 'account'
      ? { kind: 'account', amount: new D(t.amount) }
      : {
          kind: 'funds',
          funds: t.payment_service === null ? 'CASH' : t.payment_service,
          reference: t.reference,
          amount: new D(t.amount),
        },
  );

export const soldLines = (view: RefundableWire): SoldLine[] =>
  view.lines.map((l) => ({
    id: l.item,
    quantity: l.quantity,
    lineTotal: l.line_total,
    returned: l.returned,
  }));

/** The picks typed so far: lines with a quantity. */
export const picksOf = (quantities: Record<number, string>): RefundPick[] =>
  Object.entries(quantities)
    .filter(([, q]) => q.trim() !== '')
    .map(([item, q]) => ({ item: Number(item), quantity: q.trim() }));

/** The refund the typed quantities make, by the domain's rules (nothing is sent). */
export function refundPreview(view: RefundableWire, quantities: Record<number, string>): RefundPreview {
  const lines = soldLines(view);
  const picks = picksOf(quantities);
  if (picks.length === 0) return { errors: [], total: null, tenders: [] };
  const problems = refundPickErrors(lines, picks);
  if (problems.length > 0) return { errors: problems, total: null, tenders: [] };
  const amounts = refundAmounts({ total: view.total, lines }, picks);
  const tenders = refundTenders(wireTenders(view), amounts.refundedBefore, amounts.total)
    .filter((t) => !t.amount.isZero())
    .map((t) => ({ label: tenderLabel(t), amount: t.amount.toFixed(4) }));
  return { errors: [], total: amounts.total, tenders };
}
