import type { OrderWire } from '@tillwise/domain';
import { useEffect, useRef, useState } from 'react';
import { fetchOrder } from '../../lib/orders-api';

/** How long a receipt waits for the fiscal number before it prints "pending", and how often it asks. */
export const FISCAL_WAIT_MS = 3000;
const ASK_EVERY_MS = 500;

type Fiscal = Pick<OrderWire, 'fiscal_status' | 'fiscal_number'>;

/**
 * The order with its fiscal number as soon as the server has it: an order the server answered
 * while its report was still PENDING is read again every half second for at most `FISCAL_WAIT_MS`
 * (the worker reports it within moments when the authority answers). `waiting` is true meanwhile,
 * so the print dialog can wait for it; nothing blocks the cashier, who may print the pending
 * receipt at any time. An order the till made itself (id 0, offline) is not asked for.
 */
export function useFiscalNumber<O extends OrderWire>(order: O, waitMs = FISCAL_WAIT_MS) {
  const asks = order.fiscal_status === 'PENDING' && order.id > 0;
  const [fresh, setFresh] = useState<Fiscal | null>(null);
  const [waiting, setWaiting] = useState(asks);
  const id = useRef(order.id);
  id.current = order.id;

  useEffect(() => {
    setFresh(null);
    if (!asks) {
      setWaiting(false);
      return;
    }
    setWaiting(true);
    let stopped = false;
    const until = Date.now() + waitMs;
    const ask = async () => {
      while (!stopped && Date.now() < until) {
        await new Promise((resolve) => setTimeout(resolve, ASK_EVERY_MS));
        if (stopped) return;
        const read = await fetchOrder(id.current).catch(() => null);
        if (stopped) return;
        if (read && read.fiscal_status !== 'PENDING') {
          setFresh({ fiscal_status: read.fiscal_status ?? null, fiscal_number: read.fiscal_number ?? null });
          break;
        }
      }
      if (!stopped) setWaiting(false);
    };
    void ask();
    return () => {
      stopped = true;
    };
  }, [asks, waitMs]);

  return { order: fresh ? { ...order, ...fresh } : order, waiting };
}
