import {
  companies,
  companyTaxSettings,
  type Db,
  type FiscalOutboxRow,
  type FiscalSettingsRow,
  fiscalOutbox,
  fiscalSettings,
  orders,
  productVariants,
  taxCategories,
  users,
} from '@tillwise/db';
import {
  type FbrBuyer,
  type FbrDiInvoice,
  type FbrDiParty,
  type FbrPosInvoice,
  type FiscalRoute,
  fbrDiInvoice,
  fbrDiInvoiceErrors,
  fbrPosInvoice,
  fbrPosInvoiceErrors,
  isFbrCredit,
  type OrderWire,
} from '@tillwise/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { presentOrder } from '../orders/presenter.js';
import { findOrder } from '../orders/repository.js';

/*
 * What the worker sends for an outbox row (docs/domain/fiscal.md, "The mapping from our order",
 * "Digital Invoicing"): the order as stored read back, and its FBR POS or Digital Invoicing payload.
 */

/** The order as `order/<id>` reads it, in the scope of the reporting company and the order's own. */
async function readOrder(db: Db, row: Pick<FiscalOutboxRow, 'orderId' | 'companyId'>): Promise<OrderWire> {
  // A taxable internal order is reported by its supplier, which may be neither the order's company
  // nor its buyer's (a purchase's seller): the order's own company is in scope too.
  const [owner] = await db
    .select({ companyId: orders.companyId })
    .from(orders)
    .where(eq(orders.id, row.orderId));
  const record = await findOrder(db, row.orderId, [row.companyId, owner?.companyId ?? row.companyId], null);
  if (!record) throw new Error(`order ${row.orderId} not found`);
  return presentOrder(record);
}

/** The tax categories among the order's lines that are Third Schedule goods. */
async function thirdScheduleOf(db: Db, order: OrderWire): Promise<number[]> {
  const categories = [
    ...new Set(order.order_item.flatMap((l) => (l.tax_category === null ? [] : [l.tax_category]))),
  ];
  if (categories.length === 0) return [];
  return (
    await db
      .select({ id: taxCategories.id })
      .from(taxCategories)
      .where(and(inArray(taxCategories.id, categories), eq(taxCategories.thirdSchedule, true)))
  ).map((c) => c.id);
}

/** The order's invoice as the authority wants it, from the order as stored. */
export async function buildFiscalPayload(
  db: Db,
  row: Pick<FiscalOutboxRow, 'orderId' | 'companyId'>,
  settings: FiscalSettingsRow,
  read?: OrderWire,
): Promise<FbrPosInvoice> {
  const order = read ?? (await readOrder(db, row));
  let refUsin: string | null = null;
  if (order.refund_of) {
    const [sale] = await db
      .select({ invoiceId: orders.invoiceId })
      .from(orders)
      .where(eq(orders.id, order.refund_of));
    refUsin = sale?.invoiceId ?? null;
  }
  const [buyerRow] = await db
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      ntn: users.ntn,
      cnic: users.cnic,
      phone: users.contactNumber,
      type: users.userType,
    })
    .from(users)
    .where(eq(users.id, order.buyer));
  const buyer: FbrBuyer =
    buyerRow?.type === 'REGULAR_CUSTOMER'
      ? {
          name: `${buyerRow.firstName} ${buyerRow.lastName}`.trim(),
          ntn: buyerRow.ntn,
          cnic: buyerRow.cnic,
          phone: buyerRow.phone,
        }
      : {};
  const third = await thirdScheduleOf(db, order);
  return fbrPosInvoice(order, { posId: settings.posId, buyer, refUsin, thirdScheduleCategories: third });
}

/** A department as DI names a party: its name, address, registration number and province. */
async function departmentParty(
  db: Db,
  companyId: number,
  province: string,
): Promise<FbrDiParty & { registered: boolean }> {
  const [c] = await db
    .select({
      name: companies.companyName,
      address: companies.address,
      parentId: companies.parentId,
      ntn: companyTaxSettings.ntn,
      chargesTax: companyTaxSettings.chargesTax,
      shares: companyTaxSettings.sharesParentRegistration,
      province: fiscalSettings.diProvince,
    })
    .from(companies)
    .leftJoin(companyTaxSettings, eq(companyTaxSettings.companyId, companies.id))
    .leftJoin(fiscalSettings, eq(fiscalSettings.companyId, companies.id))
    .where(eq(companies.id, companyId));
  let ntn = c?.ntn ?? '';
  // A branch that shares its parent's registration reports under the parent's NTN (docs/domain/tax.md).
  if (c?.shares && c.parentId !== null) {
    const [parent] = await db
      .select({ ntn: companyTaxSettings.ntn })
      .from(companyTaxSettings)
      .where(eq(companyTaxSettings.companyId, c.parentId));
    ntn = parent?.ntn ?? ntn;
  }
  return {
    name: c?.name ?? '',
    address: c?.address ?? '',
    ntn,
    // A department without a DI province of its own is taken to be in the seller's (ours).
    province: c?.province || province,
    registered: (c?.chargesTax ?? false) && ntn.replace(/\D/g, '') !== '',
  };
}

/**
 * The DI buyer of an order, when the order goes by Digital Invoicing: a taxable internal order to a
 * registered department (the recipient: the buyer, or on a return the seller's company), or a sale
 * to a regular customer who is sales-tax registered and has an NTN. Null: it goes by POS.
 */
async function diBuyerOf(db: Db, order: OrderWire, province: string): Promise<FbrDiParty | null> {
  if (order.internal_order) {
    let recipient: number | null = null;
    if (order.status === 'RETURNED') {
      const [seller] = await db
        .select({ companyId: users.companyId })
        .from(users)
        .where(eq(users.id, order.seller));
      recipient = seller?.companyId ?? null;
    } else {
      const [o] = await db
        .select({ buyerCompanyId: orders.buyerCompanyId })
        .from(orders)
        .where(eq(orders.id, order.id));
      recipient = o?.buyerCompanyId ?? null;
    }
    if (recipient === null) return null;
    const party = await departmentParty(db, recipient, province);
    return party.registered ? party : null;
  }
  const [b] = await db
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      ntn: users.ntn,
      cnic: users.cnic,
      registered: users.taxRegistered,
      description: users.description,
      type: users.userType,
    })
    .from(users)
    .where(eq(users.id, order.buyer));
  if (b?.type !== 'REGULAR_CUSTOMER' || !b.registered || b.ntn.replace(/\D/g, '') === '') return null;
  return {
    name: `${b.firstName} ${b.lastName}`.trim(),
    ntn: b.ntn,
    cnic: b.cnic,
    // Our customers have no address of their own: the description stands for it (ours).
    address: b.description,
    province,
    registered: true,
  };
}

/** The DI invoice of an order going to `buyer`, from the order as stored (docs/domain/fiscal.md, "Digital Invoicing"). */
export async function buildDiPayload(
  db: Db,
  row: Pick<FiscalOutboxRow, 'orderId' | 'companyId'>,
  settings: FiscalSettingsRow,
  order: OrderWire,
  buyer: FbrDiParty,
): Promise<FbrDiInvoice> {
  const seller = await departmentParty(db, row.companyId, settings.diProvince);
  let refInvoiceNo: string | null = null;
  if (isFbrCredit(order) && order.refund_of) {
    // A Debit Note names the DI number of the invoice it corrects.
    const [sale] = await db
      .select({ number: fiscalOutbox.fiscalNumber })
      .from(fiscalOutbox)
      .where(and(eq(fiscalOutbox.orderId, order.refund_of), eq(fiscalOutbox.service, 'FBR_DI')));
    refInvoiceNo = sale?.number || null;
  }
  const variants = [...new Set(order.order_item.map((l) => l.batch.product_variant.id))];
  const retail = new Map(
    (
      await db
        .select({ id: productVariants.id, retail: productVariants.retailPrice })
        .from(productVariants)
        .where(inArray(productVariants.id, variants.length ? variants : [0]))
    ).map((v) => [v.id, v.retail]),
  );
  return fbrDiInvoice(order, {
    seller: { ...seller, province: settings.diProvince },
    buyer,
    refInvoiceNo,
    thirdScheduleCategories: await thirdScheduleOf(db, order),
    retailPriceOf: (id) => retail.get(id) ?? null,
    // The sandbox wants a scenario: SN001, standard-rated goods to a registered buyer (spec §9).
    ...(settings.diSandbox ? { scenarioId: 'SN001' } : {}),
  });
}

/**
 * The route and payload of a row not yet built: Digital Invoicing when the company has it set up
 * and the order goes to a registered buyer (diBuyerOf), the POS service otherwise.
 */
export async function buildRoute(
  db: Db,
  row: Pick<FiscalOutboxRow, 'orderId' | 'companyId'>,
  settings: FiscalSettingsRow,
): Promise<{ service: FiscalRoute; payload: FbrPosInvoice | FbrDiInvoice; errors: string[] }> {
  const order = await readOrder(db, row);
  const di = settings.diEnabled && settings.diTokenEncrypted !== '';
  const buyer = di ? await diBuyerOf(db, order, settings.diProvince) : null;
  if (buyer) {
    const payload = await buildDiPayload(db, row, settings, order, buyer);
    return {
      service: 'FBR_DI',
      payload,
      errors: fbrDiInvoiceErrors(payload).map((e) => `${e.field}: ${e.message}`),
    };
  }
  const payload = await buildFiscalPayload(db, row, settings, order);
  return {
    service: 'FBR_POS',
    payload,
    errors: fbrPosInvoiceErrors(payload).map((e) => `${e.field}: ${e.message}`),
  };
}
