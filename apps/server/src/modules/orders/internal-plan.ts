import {
  CATALOG_MSG,
  type CreateOrderBody,
  D,
  type Dec,
  INTERNAL_ORDER_MSG,
  internalReturnPlan,
  internalSalePlan,
  invalidPkMessage,
  isAdmin,
  NO_TAX,
  normaliseDate,
  ORDER_MSG,
  purchasePlan,
  purchaseReturnPlan,
  recomputeOrder,
  round4,
  withTaxPostings,
} from '@tillwise/domain';
import { today } from '../../lib/day-range.js';
import { permissionDenied, validationError } from '../../lib/errors.js';
import type { SessionActor } from '../../plugins/auth.js';
import { type Access, mayNameCounterparty } from '../../policy/access.js';
import type { OrderContext, OrderPerson } from './context.js';
import { baseOf, plannedUnit } from './line-units.js';
import type {
  OrderPlan,
  PlannedEntry,
  PlannedItem,
  PlannedLineTax,
  PlannedStock,
  PlannedUnit,
} from './plan.js';
import { askedInvoiceNumber } from './sale-plan.js';
import {
  isTaxableSupply,
  type LineToTax,
  type PlannedTax,
  planTax,
  policyOf,
  recoversInputTax,
} from './tax-plan.js';

type Company = NonNullable<OrderPerson['company']>;
type Person = OrderPerson & { company: Company };

const doesNotExist = (id: unknown) => invalidPkMessage(String(id));

/**
 * An admin of a department, or an active vendor, whose company the caller's grant lets it name
 * (policy/matrix.ts, `counterparties`): whom an internal order is placed with.
 */
function counterpartyKind(other: Person, mine: Company, access: Access): 'department' | 'vendor' | null {
  if (!other.user.isActive || !mayNameCounterparty(access, mine, other.company)) return null;
  if (other.user.userType === 'VENDOR' && other.company.companyType === 'VENDOR') return 'vendor';
  const admin = other.user.userType === 'ADMIN' || other.user.userType === 'SUPER_ADMIN';
  return admin && other.company.companyType !== 'VENDOR' ? 'department' : null;
}

function person(ctx: OrderContext, id: number, field: 'seller' | 'buyer'): Person {
  const found = ctx.people.get(id);
  if (!found?.company) throw validationError({ [field]: doesNotExist(id) });
  return found as Person;
}

/**
 * A line's trade unit (docs/domain/units.md): of the product of the line's new batch or batch, not
 * retired, and a whole number of base units where the base is counted. Undefined: the base unit.
 */
function lineUnit(
  item: CreateOrderBody['order_item'][number],
  ctx: OrderContext,
  productId: number | undefined,
) {
  return plannedUnit(ctx, item.unit, productId, new D(item.quantity));
}

/**
 * A purchase line: an inline new batch, or the unbought receipt of `POST batch/` taken over. The
 * batch holds the line's base quantity (quantity × the unit's count).
 */
function purchaseItem(
  item: CreateOrderBody['order_item'][number],
  ctx: OrderContext,
  mine: Company,
  from: Company,
) {
  if (item.order_batch) {
    const b = item.order_batch;
    const variant = ctx.variants.get(Number(b.product_variant));
    if (!variant?.isActive) throw validationError({ order_item: doesNotExist(b.product_variant) });
    const unit = lineUnit(item, ctx, variant.productId);
    const quantity = baseOf(new D(item.quantity), unit);
    const made = normaliseDate(b.manufacturing_date);
    const expires = normaliseDate(b.expiry_date);
    if (!made) throw validationError({ order_item: ORDER_MSG.manufacturedRequired });
    if (!expires) throw validationError({ order_item: ORDER_MSG.expiryRequired });
    if (expires < made) throw validationError({ order_item: CATALOG_MSG.expiryBeforeManufacture });
    const newBatch = {
      variantId: variant.id,
      quantity,
      manufacturingDate: made,
      expiryDate: expires,
      companyId: mine.id,
      fromCompanyId: from.id,
    };
    // Valued at what one base unit of the line cost (its total over its base quantity), set once priced.
    return { batchId: 0, unitCost: new D(0), newBatch, linkBatch: true, takenOver: new D(0), unit };
  }
  if (item.batch == null) throw validationError({ order_item: INTERNAL_ORDER_MSG.purchaseNeedsBatch });
  const id = Number(item.batch);
  const batch = ctx.batches.get(id);
  if (!batch?.isActive || batch.receivedByCompanyId !== mine.id || batch.orderItemId !== null) {
    throw validationError({ order_item: INTERNAL_ORDER_MSG.notNewReceipt(id) });
  }
  const unit = lineUnit(item, ctx, batch.product?.id);
  const quantity = baseOf(new D(item.quantity), unit);
  if (!new D(batch.quantity).equals(quantity))
    throw validationError({ order_item: INTERNAL_ORDER_MSG.receiptQuantity(id) });
  if (batch.receivedFromCompanyId !== null)
    throw validationError({ order_item: INTERNAL_ORDER_MSG.receiptOnAccount(id) });
  // Received as opening stock: the order moves its value from opening equity to the purchase.
  const cost = new D(batch.cost);
  return {
    batchId: id,
    unitCost: cost,
    linkBatch: true,
    takenOver: round4(cost.times(quantity.abs())),
    unit,
  };
}

function transferItem(item: CreateOrderBody['order_item'][number], ctx: OrderContext) {
  if (item.batch == null || item.order_batch)
    throw validationError({ order_item: INTERNAL_ORDER_MSG.transferNeedsBatch });
  const batch = ctx.batches.get(Number(item.batch));
  if (!batch?.isActive) throw validationError({ order_item: doesNotExist(item.batch) });
  const unit = lineUnit(item, ctx, batch.product?.id);
  return { batchId: batch.id, unitCost: new D(batch.cost), takenOver: new D(0), unit };
}

/** What a line's tax needs of its goods: the new batch's variant, or the batch named. */
function lineToTax(item: CreateOrderBody['order_item'][number], ctx: OrderContext): LineToTax {
  const amounts = { quantity: item.quantity, price: item.price, discount: item.discount };
  if (item.order_batch) {
    const variant = ctx.variants.get(Number(item.order_batch.product_variant));
    return {
      ...amounts,
      category: variant?.taxCategory,
      retailPrice: variant?.retailPrice,
      hsCode: variant?.hsCode ?? '',
    };
  }
  const batch = ctx.batches.get(Number(item.batch));
  return {
    ...amounts,
    category: batch?.taxCategory,
    retailPrice: batch?.variant?.retailPrice,
    hsCode: batch?.product?.hsCode ?? '',
  };
}

/**
 * The tax of an internal order (docs/domain/tax.md, "Buying and moving stock"). The supplier is the
 * seller, or for a return the company the goods go back to (the return reverses its supply); when
 * it makes a taxable supply, its settings decide the pricing and the rates on the order's day.
 * Otherwise (branches of one registration, a supplier that charges no tax) the lines carry no tax,
 * category or HS code, and each line's value is still its part of the total after the whole-order
 * discount. No further tax and no service fee: with prices including tax the total is the lines'
 * total, so the original client's body, which carries no tax, still matches.
 */
function internalTax(
  body: CreateOrderBody,
  ctx: OrderContext,
  supplier: Company,
  recipient: Company,
): { taxable: boolean; planned: PlannedTax } {
  const taxable = isTaxableSupply(supplier, recipient);
  const lines = body.order_item.map((item) =>
    taxable ? lineToTax(item, ctx) : { ...lineToTax(item, ctx), category: null, hsCode: '' },
  );
  const planned = planTax(taxable ? policyOf(supplier.tax) : NO_TAX, lines, {
    day: ctx.day ?? today(),
    totalDiscount: body.total_discount,
    amountDiscount: body.amount_discount,
    furtherTax: false,
    serviceFee: false,
  });
  return { taxable, planned };
}

/** The tax an order posts: output tax in the supplier's books, input tax in a registered recipient's. */
interface PostedTax {
  output: Dec;
  input: Dec;
}

const stockStep = (
  companyId: number,
  kind: PlannedStock['kind'],
  userId: number,
  items: PlannedItem[],
  sign: 1 | -1,
  counter: 'COGS' | 'PURCHASE_VARIANCE',
): PlannedStock => ({
  companyId,
  kind,
  userId,
  counter: { purpose: counter },
  lines: items.map((item, i) => ({
    item: i,
    batchId: item.batchId,
    // Stock moves in base units: quantity × the line's unit count.
    quantity: baseOf(item.quantity, item.unit).abs().times(sign),
  })),
});

const entry = (
  company: Company,
  memo: string,
  lines: PlannedEntry['lines'],
  other: Company,
): PlannedEntry => ({
  companyId: company.id,
  memo,
  lines,
  buyer: { companyId: other.id, name: other.companyName },
});

/**
 * The plan of an internal order (docs/domain/orders.md): a purchase ('from': the buyer is of the
 * caller's company) receives new batches, or takes over batches just received with `POST batch/`;
 * a transfer or return ('to': the seller is of the caller's company) moves stock out of the
 * caller's company only, into the department's. The other party's company is one the applied
 * grant names as a counterparty (a store never names its head office). Both companies' books are
 * posted when both are departments of the group; a vendor's are not.
 */
export function planInternal(
  actor: SessionActor,
  body: CreateOrderBody,
  ctx: OrderContext,
  idempotency: OrderPlan['idempotency'],
  access: Access | null,
): OrderPlan {
  if (!isAdmin(actor) || !actor.company || !access) throw permissionDenied();
  const mine = actor.company;
  const seller = person(ctx, Number(body.seller), 'seller');
  const buyer = person(ctx, Number(body.buyer), 'buyer');
  const buying = buyer.company.id === mine.id && seller.company.id !== mine.id;
  const sending = seller.company.id === mine.id && buyer.company.id !== mine.id;
  if (!buying && !sending) throw validationError({ non_field_errors: [INTERNAL_ORDER_MSG.betweenCompanies] });
  const isReturn = body.status === 'RETURNED';
  if (buying && isReturn) throw validationError({ status: INTERNAL_ORDER_MSG.returnIsTo });
  const other = buying ? seller : buyer;
  const kind = counterpartyKind(other, mine, access);
  if (!kind) throw validationError({ [buying ? 'seller' : 'buyer']: doesNotExist(other.user.id) });
  if (kind === 'vendor' && sending && !isReturn)
    throw validationError({ buyer: INTERNAL_ORDER_MSG.vendorOnlyReturns });

  const recomputed = recomputeOrder(body);
  const cash = new D(body.amount_received);
  if (kind !== 'vendor' && !cash.isZero())
    throw validationError({ amount_received: INTERNAL_ORDER_MSG.cashOnlyVendors });

  let takenOver = new D(0);
  const picks: {
    batchId: number;
    unitCost: Dec;
    newBatch?: PlannedItem['newBatch'];
    linkBatch?: boolean;
    unit: PlannedUnit | undefined;
  }[] = body.order_item.map((item) => {
    const { takenOver: value, ...picked } = buying
      ? purchaseItem(item, ctx, mine, other.company)
      : transferItem(item, ctx);
    takenOver = takenOver.plus(value);
    return picked;
  });
  // A return reverses the supply of the company the goods go back to: it is the supplier.
  const supplier = isReturn ? buyer.company : seller.company;
  const recipient = isReturn ? seller.company : buyer.company;
  const { taxable, planned: taxed } = internalTax(body, ctx, supplier, recipient);
  const signedTotal = taxed.taxed.total;
  if (!signedTotal.equals(new D(body.total))) throw validationError({ total: ORDER_MSG.totalMismatch });
  // A registered recipient recovers the tax: its new batches are valued excluding it.
  const recovers = taxable && recoversInputTax(recipient);

  const items: PlannedItem[] = picks.map(({ unit, ...picked }, i) => {
    const item = body.order_item[i] as CreateOrderBody['order_item'][number];
    const quantity = new D(item.quantity);
    const lineTotal = recomputed.lineTotals[i] ?? new D(0);
    const tax = taxed.lines[i] as PlannedLineTax;
    const cost = recovers ? tax.value : lineTotal;
    // A new batch's cost is per base unit: the line's cost spread over its base quantity.
    const base = baseOf(quantity, unit);
    const unitCost = picked.newBatch && !base.isZero() ? round4(cost.abs().div(base.abs())) : picked.unitCost;
    return {
      ...picked,
      ...(unit ? { unit } : {}),
      unitCost,
      price: new D(item.price),
      quantity,
      discount: new D(item.discount),
      lineTotal,
      tax,
    };
  });
  const total = signedTotal.abs();
  const owed = taxed.order.tax.plus(taxed.order.furtherTax).abs();
  const posted: PostedTax = { output: owed, input: recovers ? owed : new D(0) };
  const { stock, entries } = buying
    ? purchaseSteps(actor.user.id, items, mine, other.company, kind, total, cash, takenOver, posted)
    : sendingSteps(actor.user.id, items, mine, other.company, kind, isReturn, total, cash, posted);

  return {
    order: {
      companyId: mine.id,
      sellerId: seller.user.id,
      buyerId: buyer.user.id,
      buyerCompanyId: buyer.company.id,
      status: body.status ?? 'COMPLETE',
      total: signedTotal,
      amountReceived: cash,
      totalDiscount: new D(body.total_discount),
      amountDiscount: body.amount_discount,
      cashPayment: !cash.isZero(),
      tax: taxed.order,
      paymentService: null,
      transactionId: '',
      deductBalance: false,
      internalOrder: true,
      // A taxable supply between departments is reported by its supplier (docs/domain/fiscal.md).
      fiscalCompanyId: taxable && kind === 'department' ? supplier.id : null,
      userId: actor.user.id,
      invoiceNumber: askedInvoiceNumber(body.invoice_id, mine.id),
    },
    items,
    stock,
    entries,
    idempotency,
  };
}

/** The supplier's sales (or sales returns) line less its output tax, owed to the authority. */
const outputTaxed = (lines: PlannedEntry['lines'], tax: PostedTax) =>
  withTaxPostings(lines, { tax: tax.output, serviceFee: new D(0) });

function purchaseSteps(
  userId: number,
  items: PlannedItem[],
  mine: Company,
  other: Company,
  kind: 'department' | 'vendor',
  total: Dec,
  cash: Dec,
  takenOver: Dec,
  tax: PostedTax,
) {
  // A taken-over batch entered the stock with its own receipt: it is not received twice.
  const received = items.map((item, i) => ({ item, i })).filter(({ item }) => item.newBatch);
  const stock: PlannedStock[] = [
    {
      companyId: mine.id,
      kind: 'RECEIPT',
      userId,
      counter: { purpose: 'PURCHASE_VARIANCE' },
      lines: received.map(({ item, i }) => ({
        item: i,
        batchId: 0,
        quantity: baseOf(item.quantity, item.unit).abs(),
      })),
    },
  ];
  const entries = [entry(mine, 'Purchase', purchasePlan(total, cash, takenOver, tax.input), other)];
  if (kind === 'department')
    entries.push(entry(other, 'Internal sale', outputTaxed(internalSalePlan(total), tax), mine));
  return { stock, entries };
}

function sendingSteps(
  userId: number,
  items: PlannedItem[],
  mine: Company,
  other: Company,
  kind: 'department' | 'vendor',
  isReturn: boolean,
  total: Dec,
  cash: Dec,
  tax: PostedTax,
) {
  // Goods sent back leave against the purchase clearing account and come back against cost of
  // goods sold; goods sold to a department the other way round.
  const outCounter = isReturn ? 'PURCHASE_VARIANCE' : 'COGS';
  const inCounter = isReturn ? 'COGS' : 'PURCHASE_VARIANCE';
  const stock: PlannedStock[] = [stockStep(mine.id, 'TRANSFER_OUT', userId, items, -1, outCounter)];
  if (kind === 'department') stock.push(stockStep(other.id, 'TRANSFER_IN', userId, items, 1, inCounter));
  // A return: the caller was the supplier's customer (input tax back), the department its supplier.
  const entries = isReturn
    ? [entry(mine, 'Return', purchaseReturnPlan(total, cash, tax.input), other)]
    : [entry(mine, 'Internal sale', outputTaxed(internalSalePlan(total), tax), other)];
  if (kind === 'department') {
    entries.push(
      isReturn
        ? entry(other, 'Return', outputTaxed(internalReturnPlan(total), tax), mine)
        : entry(other, 'Purchase', purchasePlan(total, new D(0), new D(0), tax.input), mine),
    );
  }
  return { stock, entries };
}
