import { type Executor, invoiceSequences } from '@tillwise/db';
import { formatInvoiceId, INVOICE_PREFIX } from '@tillwise/domain';
import { eq } from 'drizzle-orm';

/** The invoice id the company's next order will get unless another till takes it first (not reserved). */
export async function nextInvoiceIdOf(db: Executor, companyId: number): Promise<string> {
  const [row] = await db
    .select({ prefix: invoiceSequences.prefix, next: invoiceSequences.nextNumber })
    .from(invoiceSequences)
    .where(eq(invoiceSequences.companyId, companyId))
    .limit(1);
  return formatInvoiceId(companyId, row?.next ?? 1, row?.prefix ?? INVOICE_PREFIX);
}
