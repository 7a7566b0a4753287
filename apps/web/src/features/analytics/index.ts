import '@mantine/charts/styles.css';

export { BusinessReportPage } from './report/business-report-page';
export { BalancesTab } from './tabs/balances-tab';
export { ComparisonTab } from './tabs/comparison-tab';
export { ExpenseSalesTab } from './tabs/expense-sales-tab';
export { FiscalTab } from './tabs/fiscal-tab';
export { InventoryTab } from './tabs/inventory-tab';
export { OperatorSalesTab } from './tabs/operator-sales-tab';
export { OrderTab } from './tabs/order-tab';
export { ProfitLossTab } from './tabs/profit-loss-tab';
export { SalesTaxTab } from './tabs/sales-tax-tab';
export { StockTab } from './tabs/stock-tab';
