import { type Db, replenishmentRules, users } from '@tillwise/db';
import { type AcceptProposalBody, CreateRequestBody, D, REPLENISH_MSG, SERVER_MSG } from '@tillwise/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { today } from '../../lib/day-range.js';
import { permissionDenied, validationError } from '../../lib/errors.js';
import type { SessionActor } from '../../plugins/auth.js';
import { allowedSuppliers } from '../../policy/suppliers.js';
import { createRequest, type Woken } from '../requests/create-request.js';

/** Who receives a proposal's request: the department's first active admin, else its first operator. */
const RECEIVER_ORDER = sql`case ${users.userType} when 'SUPER_ADMIN' then 0 when 'ADMIN' then 1 else 2 end`;

/** A day `days` after `from` (YYYY-MM-DD), as the request's expected delivery date. */
function addDays(from: string, days: number): string {
  const d = new Date(`${from}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/**
 * Turns the accepted lines of the caller's own company's proposal from one department into one
 * STOCK request to it (the requests module's `createRequest`: its items, history, notification and
 * Idempotency-Key; a repeat with the same key answers the first request). The supplier must still
 * be one the policy layer allows, every line must have a rule naming it, and each quantity must be
 * whole packs of that rule. Expected delivery: today plus the longest lead time among the lines.
 */
export async function requestFromProposal(
  db: Db,
  actor: SessionActor,
  body: AcceptProposalBody,
  key: string | null,
): Promise<Woken> {
  const own = actor.company;
  if (!own) throw permissionDenied();
  const supplier = (await allowedSuppliers(db, own)).find((s) => s.id === body.supplier);
  if (supplier?.kind !== 'department') throw validationError({ supplier: REPLENISH_MSG.supplierNotAllowed });
  const variants = body.lines.map((l) => l.product_variant);
  const rules = await db
    .select()
    .from(replenishmentRules)
    .where(
      and(
        eq(replenishmentRules.companyId, own.id),
        eq(replenishmentRules.supplierCompanyId, supplier.id),
        inArray(replenishmentRules.productVariantId, variants),
      ),
    );
  const ruleOf = new Map(rules.map((r) => [r.productVariantId, r]));
  for (const line of body.lines) {
    const rule = ruleOf.get(line.product_variant);
    if (!rule)
      throw validationError({
        lines: SERVER_MSG.noRuleFromSupplier(line.product_variant, supplier.name),
      });
    if (!new D(line.quantity).mod(rule.packSize).isZero())
      throw validationError({ lines: REPLENISH_MSG.wholePacks });
  }
  const [receiver] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.companyId, supplier.id),
        eq(users.isActive, true),
        inArray(users.userType, ['SUPER_ADMIN', 'ADMIN', 'SALES_STAFF']),
      ),
    )
    .orderBy(RECEIVER_ORDER, asc(users.id))
    .limit(1);
  if (!receiver) throw validationError({ supplier: REPLENISH_MSG.noReceiver });
  const lead = Math.max(0, ...rules.map((r) => r.leadTimeDays));
  const note = body.note ? `: ${body.note}` : '';
  return createRequest(
    db,
    actor,
    CreateRequestBody.parse({
      receiver: receiver.id,
      request_type: 'STOCK',
      description:
        `Replenishment of ${body.lines.length} product${body.lines.length === 1 ? '' : 's'}${note}`.slice(
          0,
          500,
        ),
      expected_delivery_date: addDays(today(), lead),
      items: body.lines.map((l) => ({ product_variant: l.product_variant, quantity: l.quantity })),
    }),
    key,
  );
}
