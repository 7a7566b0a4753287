export { ExpenseSummaryPage } from './expense-summary-page';
export { FinancePage } from './finance-page';
