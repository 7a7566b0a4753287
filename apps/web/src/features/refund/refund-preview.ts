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
  /** The sales tax (with further tax) the refund gives back; null for a sale sold before tax was recorded. */
  tax: Dec | null;
}

/** What a tender label is made from: an account, or cash or a card service with its reference. */
export type TenderOf = Pick<Tender, 'kind'> & { funds?: string; reference?: string };

/** A tender's name in English; the screens use `useTenderLabel()` for the reader's language. */
export const tenderLabel = (t: TenderOf): string => {
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
    // The line's tax as sold: a refund gives back its share of it (docs/domain/tax.md).
    ...(l.tax
      ? {
          tax: {
            quantity: l.quantity,
            value: l.tax.value,
            tax: l.tax.tax,
            furtherTax: l.tax.further_tax,
            saleDiscount: l.tax.sale_discount,
          },
        }
      : {}),
  }));

/** The picks typed so far: lines with a quantity. */
export const picksOf = (quantities: Record<number, string>): RefundPick[] =>
  Object.entries(quantities)
    .filter(([, q]) => q.trim() !== '')
    .map(([item, q]) => ({ item: Number(item), quantity: q.trim() }));

/**
 * The refund the typed quantities make, by the domain's rules (nothing is sent). `label` names each
 * tender (the screen passes the reader's language).
 */
export function refundPreview(
  view: RefundableWire,
  quantities: Record<number, string>,
  label: (t: TenderOf) => string = tenderLabel,
): RefundPreview {
  const lines = soldLines(view);
  const picks = picksOf(quantities);
  if (picks.length === 0) return { errors: [], total: null, tenders: [], tax: null };
  const problems = refundPickErrors(lines, picks);
  if (problems.length > 0) return { errors: problems, total: null, tenders: [], tax: null };
  const amounts = refundAmounts(
    { total: view.total, lines, serviceFee: view.service_fee, taxDecimals: view.tax_decimals },
    picks,
  );
  const taxed = amounts.lines.every((l) => l.tax);
  const tax = taxed
    ? amounts.lines.reduce((s, l) => s.plus(l.tax?.tax ?? 0).plus(l.tax?.furtherTax ?? 0), new D(0))
    : null;
  const tenders = refundTenders(wireTenders(view), amounts.refundedBefore, amounts.total)
    .filter((t) => !t.amount.isZero())
    .map((t) => ({ label: label(t), amount: t.amount.toFixed(4) }));
  return { errors: [], total: amounts.total, tenders, tax };
}
