import type { CompanyRow, Executor } from '@tillwise/db';
import { type CompanyRefWire, type TransactionWire, toWire } from '@tillwise/domain';
import { localIso } from '../../lib/day-range.js';
import { type CompanyFigures, companyFigures, type MediaUrl, presentUser } from '../users/presenter.js';
import type { TransactionDetail } from './transactions-repository.js';

export const presentCompanyRef = (company: CompanyRow): CompanyRefWire => ({
  id: company.id,
  company_name: company.companyName,
  company_type: company.companyType,
});

/** The figures of the payors' and payees' companies of these transactions. */
export const transactionFigures = (
  db: Executor,
  rows: readonly TransactionDetail[],
): Promise<CompanyFigures> =>
  companyFigures(
    db,
    rows.flatMap((r) => [r.payorCompany, r.payeeCompany]),
  );

/** A transaction as `GET transaction/` lists it (contract A13): people nested, amount signed. */
export function presentTransaction(
  detail: TransactionDetail,
  mediaUrl: MediaUrl,
  figures: CompanyFigures,
): TransactionWire {
  const t = detail.transaction;
  return {
    id: t.id,
    transaction_id: t.transactionId,
    payor: presentUser(detail.payor, detail.payorCompany, mediaUrl, figures),
    payee: presentUser(detail.payee, detail.payeeCompany, mediaUrl, figures),
    payment_service: t.paymentService ? { service: t.paymentService } : null,
    p_s: t.method,
    description: t.description,
    amount: toWire(t.amount),
    created: localIso(t.created),
    company: t.companyId,
    journal_entry: t.journalEntryId,
    department: detail.department ? presentCompanyRef(detail.department) : null,
    settlement: t.settlement,
  };
}
