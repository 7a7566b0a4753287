import { useQueryClient } from '@tanstack/react-query';
import { buyerTaxId, D, type OrderWire, saleOrderBody, TILL_MSG, type UserWire } from '@tillwise/domain';
import { useState } from 'react';
import { showError } from '../../components/global-error';
import { useT } from '../../i18n';
import { translateMessage } from '../../i18n/server-messages';
import type { Translate } from '../../i18n/use-t';
import { type ApiError, describeApiError } from '../../lib/api-error';
import { displayName } from '../../lib/format';
import { queryKeys } from '../../lib/query-keys';
import { localReceipt } from '../../offline/local-receipt';
import { customerCreditQuery } from './api/customer-credit';
import { offlineCreditRefusal } from './customer-credit';
import type { OrderStatus } from './order-status-modal';
import type { OrderFieldErrors } from './payment-panel';
import { submitOrder } from './submit-order';
import type { Sale } from './use-sale';

/** Sorts a refused order (contract 3.3): non_field_errors to the Error modal, the payment's fields under their inputs. */
function refusal(error: ApiError, t: Translate): { fields: OrderFieldErrors; status: OrderStatus | null } {
  const nonField = error.fieldErrors('non_field_errors');
  if (nonField.length > 0) {
    showError(nonField.join('\n'));
    return { fields: {}, status: null };
  }
  const fields: OrderFieldErrors = {};
  for (const key of ['total', 'amount_received', 'total_discount'] as const) {
    const [first] = error.fieldErrors(key);
    if (first) fields[key] = first;
  }
  const detail = Object.keys(fields).length > 0 ? null : describeApiError(error);
  return { fields, status: { message: t('counter.status.failed'), failed: true, detail } };
}

/** The server's refusal of an expired batch, in whichever language it answered (Accept-Language). */
const isExpiredRefusal = (message: string) =>
  message === TILL_MSG.expiredBatch || message === translateMessage(TILL_MSG.expiredBatch, 'ur');

/** While a sent sale has no answer: it may be on the books, so it is asked again, never shown as failed. */
const unknownOutcome = (attempt: number, t: Translate): OrderStatus => ({
  message: t('counter.status.unknown'),
  failed: false,
  pending: true,
  detail: t('counter.status.unknownDetail', { attempt: attempt + 1 }),
});

const savedOfflineNotice = (order: OrderWire, t: Translate) =>
  t('counter.status.savedOfflineDetail', { invoice: `\u2066${order.invoice_id}\u2069` });

/**
 * Sending New Sale's sale and what comes of it: the receipt, the status message, the refusal's
 * field errors, the manager's approval of expired batches, and the "asking again" while an answer
 * is lost (submit-order.ts). `clear` forgets them all for the next sale.
 */
export function useSaleSubmit({
  me,
  sale,
  manager,
  walkInId,
  fallbackInvoiceId,
}: {
  me: UserWire;
  sale: Sale;
  manager: boolean;
  walkInId: number | null;
  fallbackInvoiceId: string;
}) {
  const queryClient = useQueryClient();
  const [submitting, setSubmitting] = useState(false);
  const [serverErrors, setServerErrors] = useState<OrderFieldErrors>({});
  const [status, setStatus] = useState<OrderStatus | null>(null);
  const [receipt, setReceipt] = useState<{
    order: OrderWire;
    customerName: string | null;
    customerTaxId?: string;
    notice?: string;
  } | null>(null);
  /** A manager is asked to approve the expired batches of the sale being sent. */
  const [approving, setApproving] = useState<{ print: boolean } | null>(null);
  /**
   * A credit sale the server refused (the customer's limit, an overdue invoice): its figures, and
   * a manager is asked to approve it (docs/domain/credit.md).
   */
  const [creditApproving, setCreditApproving] = useState<{
    print: boolean;
    messages: string[];
    customer: number;
    expiredApproval: string | null;
  } | null>(null);
  /** F8 or F9 pressed while the sale cannot be submitted: the payment panel shows every message. */
  const [attempted, setAttempted] = useState(false);
  /** The sale reached the server or the till's outbox: it is no longer a sale in progress. */
  const [sent, setSent] = useState(false);
  const t = useT();

  /**
   * Sends the sale. A cashier's sale the server refuses for an expired batch asks for a manager's
   * approval on this screen, then goes again with it (docs/till-sessions.md, "Manager approval").
   */
  async function submit(
    print: boolean,
    expiredApproval: string | null = null,
    creditApproval: string | null = null,
  ) {
    if (!sale.canSubmit(submitting)) {
      if (!submitting) setAttempted(true);
      return;
    }
    // A cashier's expired batch: a manager approves first, which needs the network.
    if (!manager && !expiredApproval && sale.holdsExpired) {
      if (navigator.onLine) setApproving({ print });
      else
        setStatus({
          message: t('counter.status.failed'),
          failed: true,
          detail: t('counter.status.expiredOffline'),
        });
      return;
    }
    const { lines, payment, returnOrder, customer } = sale.sale;
    const buyer =
      payment.method === 'credit'
        ? (payment.customerId ?? me.id)
        : payment.method === 'split' && payment.customerId !== null
          ? payment.customerId
          : (walkInId ?? me.id);
    // Offline, the till sells on credit only within the balance it last synced plus its allowance.
    const onAccount =
      returnOrder || !customer
        ? '0'
        : payment.method === 'credit'
          ? D.max(sale.change?.negated() ?? 0, 0).toString()
          : payment.method === 'split'
            ? (sale.split?.credit.toString() ?? '0')
            : '0';
    if (!creditApproval && customer && !navigator.onLine) {
      const synced = queryClient.getQueryData(customerCreditQuery(customer.id).queryKey);
      const refusedOffline = offlineCreditRefusal(synced, onAccount, t);
      if (refusedOffline) {
        setStatus({ message: t('counter.status.failed'), failed: true, detail: refusedOffline });
        return;
      }
    }
    setSubmitting(true);
    setServerErrors({});
    const result = await submitOrder(
      {
        key: sale.sale.key,
        path: 'order/',
        company: me.company?.id ?? 0,
        sellerName: displayName(me),
        fallbackInvoiceId,
        // A manager's sale may hold an expired batch they chose; the server records the override.
        sellExpired: manager,
        expiredApproval,
        creditApproval,
        build: (invoiceId) => {
          const body = saleOrderBody(
            lines,
            payment,
            returnOrder,
            { buyer, seller: me.id, invoiceId },
            sale.taxing,
          );
          return { body, receipt: localReceipt(body, lines, sale.taxed.taxed, sale.taxing.policy) };
        },
      },
      { onUnknown: (attempt) => setStatus(unknownOutcome(attempt, t)) },
    );
    setSubmitting(false);
    setStatus(null);
    if (!result.ok) {
      if (!manager && result.error.fieldErrors('order_item').some((m) => isExpiredRefusal(m))) {
        setApproving({ print });
        return;
      }
      const credit = result.error.fieldErrors('credit');
      if (credit.length > 0 && customer) {
        setCreditApproving({ print, messages: credit, customer: customer.id, expiredApproval });
        return;
      }
      const { fields, status: failed } = refusal(result.error, t);
      setServerErrors(fields);
      setStatus(failed);
      return;
    }
    setSent(true);
    void queryClient.invalidateQueries({ queryKey: queryKeys.catalog() });
    void queryClient.invalidateQueries({ queryKey: queryKeys.inventory() });
    void queryClient.invalidateQueries({ queryKey: queryKeys.orders() });
    void queryClient.invalidateQueries({ queryKey: queryKeys.users() });
    if (customer) void queryClient.invalidateQueries({ queryKey: queryKeys.customerCredit(customer.id) });
    if (result.queued) {
      // Kept on the till: the receipt prints with its final invoice number (spec 4.3, 4.5).
      const customerName = customer ? displayName(customer) : null;
      if (print)
        setReceipt({
          order: result.order,
          customerName,
          customerTaxId: buyerTaxId(customer),
          notice: savedOfflineNotice(result.order, t),
        });
      else
        setStatus({
          message: t('counter.status.savedOffline'),
          failed: false,
          detail: savedOfflineNotice(result.order, t),
        });
      return;
    }
    if (print && result.order) {
      setReceipt({
        order: result.order,
        customerName: customer ? displayName(customer) : null,
        customerTaxId: buyerTaxId(customer),
      });
    } else setStatus({ message: t('counter.status.completed'), failed: false });
  }

  function clear() {
    setSent(false);
    setAttempted(false);
    setStatus(null);
    setReceipt(null);
    setServerErrors({});
  }

  return {
    submit,
    submitting,
    sent,
    serverErrors,
    setServerErrors,
    status,
    setStatus,
    receipt,
    approving,
    setApproving,
    creditApproving,
    setCreditApproving,
    attempted,
    setAttempted,
    clear,
  };
}
