import { D, toWire, type WireRequest, type WireRequestParty } from '@tillwise/domain';
import type { Party, RequestRecord, requestHistory, requestItemRows } from './repository.js';

const party = (p: Party): WireRequestParty => ({
  id: p.id,
  username: p.username,
  first_name: p.firstName,
  last_name: p.lastName,
  company: p.company
    ? { id: p.company.id, company_name: p.company.companyName, company_type: p.company.companyType }
    : null,
});

/** A request as contract O23 reads it; details add its items and status history. */
export function presentRequest(
  r: RequestRecord,
  details?: {
    items: Awaited<ReturnType<typeof requestItemRows>>;
    history: Awaited<ReturnType<typeof requestHistory>>;
  },
): WireRequest {
  const q = r.request;
  const wire: WireRequest = {
    id: q.id,
    sender: party(r.sender),
    receiver: party(r.receiver),
    request_type: q.requestType as WireRequest['request_type'],
    description: q.description,
    created: q.created.toISOString(),
    last_modified: q.lastModified.toISOString(),
    expected_delivery_date: q.expectedDeliveryDate,
    status: q.status,
    order: q.orderId,
  };
  if (details) {
    wire.items = details.items.map((i) => {
      const gross = new D(i.price).mul(i.quantity);
      const total = gross.minus(gross.mul(i.discount).div(100));
      return {
        id: i.id,
        product_variant: i.variantId,
        bar_code: i.barCode,
        name: i.name,
        size: i.size,
        color: i.color,
        quantity: toWire(new D(i.quantity)),
        price: toWire(new D(i.price)),
        discount: toWire(new D(i.discount)),
        total_price: toWire(total.toDecimalPlaces(4)),
        unit: i.unitId,
        unit_name: i.unitName,
        unit_count: i.unitCount,
      };
    });
    wire.history = details.history.map((h) => ({
      status: h.status,
      user: { id: h.userId, username: h.username },
      note: h.note,
      created: h.created.toISOString(),
    }));
  }
  return wire;
}
