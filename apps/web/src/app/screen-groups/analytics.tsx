import {
  BalancesTab,
  BusinessReportPage,
  ComparisonTab,
  ExpenseSalesTab,
  FiscalTab,
  InventoryTab,
  OperatorSalesTab,
  OrderTab,
  ProfitLossTab,
  SalesTaxTab,
  StockTab,
} from '../../features/analytics';
import type { ScreenComponent, ScreenProps } from '../lazy-screen';

/** The analytics and reports tabs (routed by app/routes.tsx's TABS), and the business report. Charts load only with this chunk. */
export {
  ComparisonTab,
  ExpenseSalesTab,
  FiscalTab,
  InventoryTab,
  OperatorSalesTab,
  OrderTab,
  ProfitLossTab,
  SalesTaxTab,
  StockTab,
};

export const ReceivableTab: ScreenComponent = ({ me }: ScreenProps) => (
  <BalancesTab me={me} side="receivable" />
);
export const PayableTab: ScreenComponent = ({ me }: ScreenProps) => <BalancesTab me={me} side="payable" />;
export const EndOfDayTab: ScreenComponent = ({ me }: ScreenProps) => <OperatorSalesTab me={me} endOfDay />;

export function BusinessReportScreen({ me }: ScreenProps) {
  return <BusinessReportPage me={me} />;
}
