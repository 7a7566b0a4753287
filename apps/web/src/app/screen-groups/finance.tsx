import { ExpenseSummaryPage, FinancePage } from '../../features/finance';
import type { ScreenProps } from '../lazy-screen';

/** The Finance page: cash, debit, credit, journal entries, expenses and the books. */
export function FinanceScreen({ me }: ScreenProps) {
  return <FinancePage user={me} />;
}

/** The Expense Summary and its print sheet. */
export function ExpenseSummaryScreen({ me }: ScreenProps) {
  return <ExpenseSummaryPage user={me} />;
}
