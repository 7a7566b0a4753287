import { useQuery } from '@tanstack/react-query';
import { D, type ProductWire, toWire, type WireRequest } from '@tillwise/domain';
import { useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { adminOrderRules } from '../../components/order-entry/rules';
import { toChoices } from '../../components/order-entry/variant-choices';
import {
  InternalOrderPage,
  type OrderBillSlot,
  type PurchasePrefill,
  type ScreenLine,
  type TransferPrefill,
} from '../../features/internal-order';
import { AddVendorModal } from '../../features/organisation';
import { linkTransfer, requestStatusLabel } from '../../features/requests';
import { useT } from '../../i18n';
import type { Translate } from '../../i18n/use-t';
import { apiRequest, unwrap } from '../../lib/api-client';
import { describeApiError } from '../../lib/api-error';
import { findProducts } from '../../lib/orders-api';
import { type PurchaseDraft, purchaseDraftOf } from '../../lib/purchase-draft';
import type { ScreenProps } from '../lazy-screen';
import { useReceiptFor } from '../receipt-for';

/** A transfer's request, its lines, and what the stock could not give (each in the unit asked). */
interface TransferSource {
  request: WireRequest;
  lines: ScreenLine[];
  short: { name: string; left: string; unit: string | null }[];
}

/**
 * The lines of a transfer that fulfils a request: each requested variant taken from the batches my
 * company holds, oldest first, as far as the stock goes, in the unit it was asked in (a batch gives
 * as many whole packs as it holds; docs/domain/units.md).
 */
async function transferSource(requestId: number): Promise<TransferSource> {
  const request = unwrap(await apiRequest<WireRequest>('GET', `request/${requestId}/`));
  const lines: ScreenLine[] = [];
  const short: TransferSource['short'] = [];
  for (const item of request.items ?? []) {
    const products: ProductWire[] = await findProducts('bar_code', item.bar_code);
    const variant = products.flatMap((p) => p.product_variant).find((v) => v.id === item.product_variant);
    const unit = item.unit === null ? null : { id: item.unit, name: item.unit_name, count: item.unit_count };
    const count = unit?.count ?? 1;
    let left = new D(item.quantity);
    const batches = (variant?.batch ?? [])
      .filter((b) => b.inventory_quantity > 0)
      .sort((a, b) => a.created.localeCompare(b.created) || a.id - b.id);
    for (const batch of batches) {
      if (left.lte(0) || !variant) break;
      // The batch's stock in the line's unit: whole units of a trade unit, as it moves whole pieces.
      const held = unit
        ? new D(batch.inventory_quantity).div(count).floor()
        : new D(batch.inventory_quantity);
      if (held.lte(0)) continue;
      const take = D.min(left, held);
      left = left.minus(take);
      lines.push({
        key: `${variant.id}-${batch.id}${unit ? `-u${unit.id}` : ''}`,
        variantId: variant.id,
        batchId: batch.id,
        barcode: item.bar_code,
        name: item.name,
        size: item.size,
        quantity: toWire(take),
        // The request's price: the cost of one of its unit when it was sent.
        price: unit ? item.price : variant.price,
        discount: '0',
        manufacturing_date: '',
        expiry_date: '',
        batchStock: toWire(held),
        unit,
      });
    }
    if (left.gt(0)) short.push({ name: item.name, left: toWire(left), unit: unit?.name ?? null });
  }
  return { request, lines, short };
}

/** The transfer in the reader's language: its title, what is short, and what linking it says. */
function transferPrefill({ request, lines, short }: TransferSource, t: Translate): TransferPrefill {
  const id = String(request.id);
  const missing = short.map((s) =>
    s.unit
      ? t('screenGroups.transfer.shortInUnit', { name: s.name, quantity: s.left, unit: s.unit })
      : t('screenGroups.transfer.shortLine', { name: s.name, quantity: s.left }),
  );
  return {
    title: t('screenGroups.transfer.title', { id, company: request.sender.company?.company_name ?? '' }),
    buyerId: request.sender.id,
    lines,
    notice: missing.length ? t('screenGroups.transfer.short', { lines: missing.join(', ') }) : null,
    onSubmitted: async (orderId) => {
      const res = await linkTransfer(request.id, orderId);
      return res.ok
        ? t('screenGroups.transfer.linked', { id, status: requestStatusLabel(res.data.status, t) })
        : t('screenGroups.transfer.notLinked', { id, error: describeApiError(res.error) });
    },
  };
}

/** A replenishment purchase order's lines, and the names of those the catalogue no longer has. */
interface PurchaseSource {
  draft: PurchaseDraft;
  lines: PurchasePrefill['lines'];
  missing: string[];
}

/** Each accepted line's variant found by its barcode, as a choice to fill in. */
async function purchaseSource(draft: PurchaseDraft): Promise<PurchaseSource> {
  const lines: PurchasePrefill['lines'] = [];
  const missing: string[] = [];
  for (const line of draft.lines) {
    const products = await findProducts('bar_code', line.bar_code);
    const choice = toChoices(products, adminOrderRules('from')).find(
      (c) => c.variant.id === line.product_variant,
    );
    if (choice) lines.push({ choice, quantity: line.quantity });
    else missing.push(line.product_name);
  }
  return { draft, lines, missing };
}

/** The purchase order in the reader's language. */
function purchaseWords({ draft, lines, missing }: PurchaseSource, t: Translate): PurchasePrefill {
  return {
    title: t('screenGroups.purchase.title', { company: draft.companyName, vendor: draft.vendorName }),
    vendorCompany: draft.vendorCompany,
    lines,
    notice: missing.length ? t('screenGroups.purchase.missing', { names: missing.join(', ') }) : null,
  };
}

/** A replenishment purchase order: each accepted line's variant found by its barcode, as a choice to fill in. */
export const purchasePrefill = async (draft: PurchaseDraft, t: Translate): Promise<PurchasePrefill> =>
  purchaseWords(await purchaseSource(draft), t);

/** The internal order screen, with the sale's receipt as its bill and the Vendors form as a modal. */
export function InternalOrderScreen({ me }: ScreenProps) {
  const t = useT();
  const receipt = useReceiptFor(me).sheet;
  const requestId = Number(useSearchParams()[0].get('request'));
  const location = useLocation();
  const draft = purchaseDraftOf(location.state);
  const purchase = useQuery({
    queryKey: ['purchase-prefill', location.key],
    queryFn: () => purchaseSource(draft as PurchaseDraft),
    enabled: draft !== null,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
  const prefill = useQuery({
    queryKey: ['transfer-prefill', requestId],
    queryFn: () => transferSource(requestId),
    enabled: Number.isInteger(requestId) && requestId > 0,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
  // The words are made in the reader's language here, from data fetched once.
  const transfer = useMemo(() => (prefill.data ? transferPrefill(prefill.data, t) : null), [prefill.data, t]);
  const proposed = useMemo(
    () => (purchase.data ? purchaseWords(purchase.data, t) : null),
    [purchase.data, t],
  );
  const bill: OrderBillSlot = ({ order, title, party }) =>
    receipt({ order, title, party, customerName: null, cashLabel: t('internalOrder.bill.cashGiven') });
  return (
    <InternalOrderPage
      key={requestId || (draft ? location.key : 'new')}
      me={me}
      renderBill={bill}
      addVendorModal={(props) => <AddVendorModal {...props} />}
      prefill={transfer}
      purchase={proposed}
    />
  );
}
