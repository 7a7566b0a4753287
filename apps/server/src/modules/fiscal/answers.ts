import { FBR_POS_ACCEPTED_CODE } from '@tillwise/domain';

/*
 * The authority's answers read (docs/domain/fiscal.md, "The outbox and the worker"): sent with a
 * number, refused with its words, or worth another try.
 */

export type Outcome =
  | { kind: 'sent'; number: string }
  | { kind: 'refused'; error: string }
  | { kind: 'retry'; error: string };

/** An answer or a reason cut to what a row keeps. */
export const cut = (text: string, max = 2000) => (text.length > max ? `${text.slice(0, max)}…` : text);

/** The authority's answer read: Code 100 with a number is sent; any other answer a refusal, but 5xx (retried). */
export function readAnswer(status: number, text: string): Outcome {
  if (status >= 500) return { kind: 'retry', error: `HTTP ${status}` };
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return status >= 400
      ? { kind: 'refused', error: cut(`HTTP ${status}: ${text}`) }
      : { kind: 'retry', error: cut(`HTTP ${status}, an answer that is not JSON: ${text}`, 300) };
  }
  const answer = (body ?? {}) as Record<string, unknown>;
  const fault = answer.fault as { code?: unknown; description?: unknown; message?: unknown } | undefined;
  if (
    status < 400 &&
    String(answer.Code) === FBR_POS_ACCEPTED_CODE &&
    typeof answer.InvoiceNumber === 'string'
  )
    return { kind: 'sent', number: answer.InvoiceNumber };
  const parts = fault
    ? [`(${String(fault.code)})`, String(fault.description ?? fault.message ?? '')]
    : [
        answer.Code !== undefined ? `Code ${String(answer.Code)}` : '',
        typeof answer.Response === 'string' ? answer.Response : '',
        typeof answer.Errors === 'string'
          ? answer.Errors
          : answer.Errors
            ? JSON.stringify(answer.Errors)
            : '',
      ];
  return { kind: 'refused', error: cut(`HTTP ${status}: ${parts.filter(Boolean).join(' ')}`) };
}

/**
 * DI's answer read (spec §3.1): `validationResponse.statusCode` "00" with an `invoiceNumber` is
 * sent; "01" (Invalid) a refusal with its error codes and the items' errors; 401 a refusal; 5xx retried.
 */
export function readDiAnswer(status: number, text: string): Outcome {
  if (status >= 500) return { kind: 'retry', error: `HTTP ${status}` };
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return status >= 400
      ? { kind: 'refused', error: cut(`HTTP ${status}: ${text}`) }
      : { kind: 'retry', error: cut(`HTTP ${status}, an answer that is not JSON: ${text}`, 300) };
  }
  const answer = (body ?? {}) as Record<string, unknown>;
  const v = (answer.validationResponse ?? {}) as Record<string, unknown>;
  if (
    status < 400 &&
    String(v.statusCode) === '00' &&
    typeof answer.invoiceNumber === 'string' &&
    answer.invoiceNumber !== ''
  )
    return { kind: 'sent', number: answer.invoiceNumber };
  const items = Array.isArray(v.invoiceStatuses) ? (v.invoiceStatuses as Record<string, unknown>[]) : [];
  const parts = [
    v.statusCode !== undefined ? `statusCode ${String(v.statusCode)}` : '',
    v.errorCode ? `(${String(v.errorCode)})` : '',
    typeof v.error === 'string' ? v.error : '',
    ...items
      .filter((i) => i.errorCode || i.error)
      .map((i) => `item ${String(i.itemSNo)}: (${String(i.errorCode ?? '')}) ${String(i.error ?? '')}`),
    v.statusCode === undefined && text ? text : '',
  ];
  return { kind: 'refused', error: cut(`HTTP ${status}: ${parts.filter(Boolean).join(' ')}`) };
}
