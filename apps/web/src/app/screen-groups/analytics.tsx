import {
  BalancesTab,
  BusinessReportPage,
  ComparisonTab,
  ExpenseSalesTab,
  InventoryTab,
  OperatorSalesTab,
  OrderTab,
  ProfitLossTab,
  StockTab,
} from '../../features/analytics';
import type { ScreenComponent, ScreenProps } from '../lazy-screen';

/** The analytics and reports tabs by child path (spec 2.1), and the business report. Charts load only with this chunk. */
export const ANALYTICS_TAB_SCREENS: Record<string, ScreenComponent> = {
  order: OrderTab,
  inventory: InventoryTab,
  Stock: StockTab,
  TotalReceivable: ({ me }: ScreenProps) => <BalancesTab me={me} side="receivable" />,
  TotalPayable: ({ me }: ScreenProps) => <BalancesTab me={me} side="payable" />,
  detail: OperatorSalesTab,
  report: ProfitLossTab,
  eod: ({ me }: ScreenProps) => <OperatorSalesTab me={me} endOfDay />,
  comparisonAnalysis: ComparisonTab,
  comparisonExpenseSales: ExpenseSalesTab,
};

export function BusinessReportScreen({ me }: ScreenProps) {
  return <BusinessReportPage me={me} />;
}
