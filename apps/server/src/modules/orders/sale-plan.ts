import {
  type CreateOrderBody,
  CUSTOMER_TYPES,
  canSignIn,
  D,
  type Dec,
  furtherTaxApplies,
  INVOICE_PREFIX,
  invalidPkMessage,
  isManager,
  isSalesStaff,
  ORDER_MSG,
  orderPaymentErrors,
  parseInvoiceId,
  recomputeOrder,
  returnPlan,
  round4,
  SERVER_MSG,
  saleFunds,
  saleOnAccount,
  salePlan,
  splitOrderFields,
  splitPaymentErrors,
  splitSalePlan,
  totalMatches,
  withTaxPostings,
} from '@tillwise/domain';
import { today } from '../../lib/day-range.js';
import { validationError } from '../../lib/errors.js';
import type { SessionActor } from '../../plugins/auth.js';
import type { OrderContext, OrderPerson } from './context.js';
import { baseOf, plannedUnit } from './line-units.js';
import type { OrderPlan, PlannedItem, PlannedLineTax } from './plan.js';
import { planTax, policyOf } from './tax-plan.js';

/** Every amount is stored as numeric(14,4): ten digits before the point. */
const tooBig = (amount: Dec): boolean => amount.abs().gte('1e10');

const doesNotExist = (id: unknown) => invalidPkMessage(String(id));

/** The default status of a counter sale: it is paid and handed over at once (docs/domain/orders.md). */
export const SALE_DEFAULT_STATUS = 'COMPLETE';
/** A counter order is made COMPLETE (a sale) or RETURNED (a return); other statuses come later by PATCH. */
const SALE_STATUSES: readonly string[] = ['COMPLETE', 'RETURNED'];

/**
 * The seller: the caller, or (for a manager) an operator of the caller's own company, in a company
 * that sells (PARENT, STORE, RETIAL). The stock sold is always the seller's company's.
 */
function checkSeller(actor: SessionActor, seller: OrderPerson | undefined, id: number): OrderPerson {
  if (!seller?.company || !seller.user.isActive || !canSignIn(seller.user.userType)) {
    throw validationError({ seller: doesNotExist(id) });
  }
  const self = seller.user.id === actor.user.id;
  const colleague = isManager(actor) && seller.company.id === actor.company?.id;
  if (!self && !colleague) throw validationError({ seller: ORDER_MSG.sellerNotAllowed });
  if (!isSalesStaff({ user_type: seller.user.userType, company_type: seller.company.companyType })) {
    throw validationError({ seller: ORDER_MSG.sellerNotAllowed });
  }
  return seller;
}

/** The buyer: a customer (regular or walk-in) of the seller's company, or one of its operators. */
function checkBuyer(buyer: OrderPerson | undefined, id: number, companyId: number): OrderPerson {
  const ok =
    buyer?.user.isActive &&
    buyer.user.companyId === companyId &&
    (CUSTOMER_TYPES.includes(buyer.user.userType) || canSignIn(buyer.user.userType));
  if (!buyer || !ok) throw validationError({ buyer: doesNotExist(id) });
  return buyer;
}

/** The invoice number the client showed, when it is this company's (`INV_<company>_<n>`). */
export function askedInvoiceNumber(invoiceId: string, companyId: number): number | null {
  const parts = parseInvoiceId(invoiceId);
  if (!parts || parts.prefix !== INVOICE_PREFIX || parts.companyId !== String(companyId) || parts.n < 1) {
    return null;
  }
  return parts.n;
}

/**
 * The plan of a counter sale or return (spec 4.2, 5.1, 5.2; contract 3.1): the lines and total
 * recomputed with packages/domain (a different `total` is refused), the payment rules, the stock
 * taken from (or returned to) the seller's company, and the seller's journal entry.
 */
export function planSale(
  actor: SessionActor,
  body: CreateOrderBody,
  ctx: OrderContext,
  idempotency: OrderPlan['idempotency'],
): OrderPlan {
  const sellerId = body.seller as number;
  const buyerId = body.buyer as number;
  const seller = checkSeller(actor, ctx.people.get(sellerId), sellerId);
  const company = seller.company as NonNullable<OrderPerson['company']>;
  const buyer = checkBuyer(ctx.people.get(buyerId), buyerId, company.id);

  if (body.status && !SALE_STATUSES.includes(body.status)) {
    throw validationError({ status: SERVER_MSG.invalidChoiceQuoted(String(body.status)) });
  }
  const missing = body.order_item.find((i) => !ctx.batches.get(i.batch as number)?.isActive);
  if (missing) throw validationError({ order_item: doesNotExist(missing.batch) });

  // Each line's trade unit (docs/domain/units.md): quantity and price are in it, stock in base units.
  const lineUnits = body.order_item.map((item) =>
    plannedUnit(ctx, item.unit, ctx.batches.get(item.batch as number)?.product?.id, new D(item.quantity)),
  );
  const lines = recomputeOrder(body);
  if ([lines.total, ...lines.lineTotals].some(tooBig)) {
    throw validationError({ order_item: ORDER_MSG.amountTooLarge });
  }
  // Sales tax (docs/domain/tax.md): with prices including tax, no further tax and no fee (the
  // defaults), the total is the lines' total as before, so the original client's total matches.
  const taxed = planTax(
    policyOf(company.tax),
    body.order_item.map((item, i) => {
      const batch = ctx.batches.get(item.batch as number);
      const retail = batch?.variant?.retailPrice;
      const unit = lineUnits[i];
      return {
        quantity: item.quantity,
        price: item.price,
        discount: item.discount,
        category: batch?.taxCategory,
        // The printed retail price is of one base unit; a pack's is its count's worth.
        retailPrice: retail && unit ? new D(retail).times(unit.count).toFixed() : retail,
        hsCode: batch?.product?.hsCode ?? '',
      };
    }),
    {
      day: ctx.day ?? today(),
      totalDiscount: body.total_discount,
      amountDiscount: body.amount_discount,
      furtherTax: furtherTaxApplies(buyer.user),
      serviceFee: body.status !== 'RETURNED',
    },
  );
  const recomputed = { ...lines, total: taxed.taxed.total };
  if (tooBig(recomputed.total)) throw validationError({ order_item: ORDER_MSG.amountTooLarge });
  if (!totalMatches(body.total, recomputed.total, body.order_item.length)) {
    throw validationError({ total: ORDER_MSG.totalMismatch });
  }
  const isRegular = buyer.user.userType === 'REGULAR_CUSTOMER';
  // Cash is checked against the total the screen showed when it is within the rounding slack.
  // A sale paid in parts (docs/domain/orders.md, "Split payment") replaces the single method's
  // rules with its own: the parts add up to the total the server computed.
  const split = body.payments && body.status !== 'RETURNED' ? body.payments : null;
  const payment = split
    ? splitPaymentErrors(split, recomputed.total, body.amount_received, isRegular)
    : orderPaymentErrors(body, D.min(recomputed.total, new D(body.total)), isRegular);
  if (Object.keys(payment).length > 0) throw validationError(payment);

  const isReturn = body.status === 'RETURNED';
  const items: PlannedItem[] = body.order_item.map((item, i) => ({
    batchId: item.batch as number,
    price: new D(item.price),
    quantity: new D(item.quantity),
    discount: new D(item.discount),
    lineTotal: recomputed.lineTotals[i] ?? new D(0),
    unitCost: new D(ctx.batches.get(item.batch as number)?.cost ?? 0),
    tax: taxed.lines[i] as PlannedLineTax,
    ...(lineUnits[i] ? { unit: lineUnits[i] } : {}),
  }));
  const cost = round4(
    items.reduce((sum, i) => sum.plus(i.unitCost.times(baseOf(i.quantity, i.unit).abs())), new D(0)),
  );
  if (tooBig(cost)) throw validationError({ order_item: ORDER_MSG.amountTooLarge });
  const total = recomputed.total.abs();
  const received = new D(body.amount_received);
  const funds = saleFunds(body);
  const onAccount = isReturn
    ? isRegular
      ? total
      : new D(0)
    : saleOnAccount(total, received, body.deduct_balance && isRegular);
  const posting = { total, funds, onAccount };
  const owed = {
    tax: taxed.order.tax.plus(taxed.order.furtherTax).abs(),
    serviceFee: taxed.order.serviceFee,
  };
  const single = {
    cashPayment: body.cash_payment,
    paymentService: body.payment_service ?? null,
    transactionId: body.transaction_id,
    deductBalance: body.deduct_balance,
  };
  const name = `${buyer.user.firstName} ${buyer.user.lastName}`.trim() || buyer.user.username;

  return {
    order: {
      companyId: company.id,
      sellerId,
      buyerId,
      buyerCompanyId: buyer.user.companyId,
      status: body.status ?? SALE_DEFAULT_STATUS,
      total: recomputed.total,
      amountReceived: received,
      totalDiscount: new D(body.total_discount),
      amountDiscount: body.amount_discount,
      ...(split ? splitOrderFields(split) : single),
      internalOrder: false,
      userId: actor.user.id,
      invoiceNumber: askedInvoiceNumber(body.invoice_id, company.id),
      tax: taxed.order,
    },
    items,
    stock: [
      {
        companyId: company.id,
        kind: isReturn ? 'RETURN' : 'SALE',
        userId: actor.user.id,
        counter: { purpose: 'COGS' },
        lines: items.map((item, i) => ({
          item: i,
          batchId: item.batchId,
          quantity: baseOf(item.quantity, item.unit).negated(),
        })),
      },
    ],
    entries: [
      {
        companyId: company.id,
        memo: isReturn ? 'Return' : 'Sale',
        lines: withTaxPostings(
          isReturn ? returnPlan(posting) : split ? splitSalePlan(split, total) : salePlan(posting),
          owed,
        ),
        buyer: { userId: buyer.user.id, name },
      },
    ],
    ...(split
      ? {
          payments: split.map((p) => ({
            method: p.method,
            amount: new D(p.amount),
            paymentService: p.method === 'CARD' ? (p.payment_service ?? null) : null,
            transactionId: p.method === 'CARD' ? p.transaction_id : '',
          })),
        }
      : {}),
    idempotency,
  };
}
