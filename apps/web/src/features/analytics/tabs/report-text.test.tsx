import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoUser, fakeApi } from '../../../test/fake-api';
import { renderAt } from '../../../test/render';
import { BalancesTab } from './balances-tab';
import { ExpenseSalesTab } from './expense-sales-tab';
import { InventoryTab } from './inventory-tab';
import { OperatorSalesTab } from './operator-sales-tab';

const noCompanies = () => ({ status: 200, body: { count: 0, next: null, previous: null, results: [] } });

describe('report tables name types and figures as people read them', () => {
  it('Total Receivable shows a retail department as Retail, not the wire value RETIAL', async () => {
    fakeApi({
      'GET /api/total-payable-receivable/0/': () => ({
        status: 200,
        body: {
          amount: [
            {
              seller_company: 'City Outlet',
              seller_company_type: 'RETIAL',
              seller_company_id: 3,
              receivable_amount: '79350.0000',
              payable_amount: '0.0000',
            },
          ],
          total_receivable_amount: '79350.0000',
          total_payable_amount: '0.0000',
        },
      }),
      'GET /api/inventory/companies/': noCompanies,
    });
    renderAt(<BalancesTab me={demoUser('SUPER_ADMIN', 'PARENT')} side="receivable" />);
    expect(await screen.findByRole('cell', { name: 'Retail' })).toBeTruthy();
    expect(screen.queryByText('RETIAL')).toBeNull();
  });

  it('Operator Sales shows Sales staff and Admin, not SALES_STAFF and ADMIN', async () => {
    fakeApi({
      'GET /api/user-sales/': () => ({
        status: 200,
        body: {
          result: [
            { username: 'cashier', user_type: 'SALES_STAFF', order_count: 4, total_amount: '1840.0000' },
            { username: 'outletadmin', user_type: 'ADMIN', order_count: 1, total_amount: '280.0000' },
          ],
          total_amount: '2120.0000',
          total_quantity: '9.0000',
        },
      }),
      'GET /api/inventory/companies/': noCompanies,
    });
    renderAt(<OperatorSalesTab me={demoUser('ADMIN', 'RETIAL')} />);
    expect(await screen.findByRole('cell', { name: 'Sales staff' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'Admin' })).toBeTruthy();
    expect(screen.queryByText('SALES_STAFF')).toBeNull();
  });

  it('Inventory counts products as quantities (305), not as money (305.00)', async () => {
    fakeApi({
      'GET /api/analytics/': () => ({
        status: 200,
        body: {
          table_data: [],
          total_orders: 0,
          total_orders_amount: '0.0000',
          total_expense: '0.0000',
          purchasing_orders: 0,
          purchasing_orders_amount: '0.0000',
          category_stats: { Bakery: { quantity: '305.0000', total_amount: '30500.0000' } },
          unique_products_count: 12,
          total_inventory_amount: '30500.0000',
          cost_of_goods_sold: '0.0000',
          gross_profit: '0.0000',
          net_profit: '0.0000',
        },
      }),
      'GET /api/inventory/companies/': noCompanies,
    });
    renderAt(<InventoryTab me={demoUser('ADMIN', 'RETIAL')} />);
    expect(await screen.findByRole('cell', { name: '305' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: '30,500.00' })).toBeTruthy();
  });

  it('Inventory shows stock as of now and asks for no date range', async () => {
    fakeApi({
      'GET /api/analytics/': () => ({
        status: 200,
        body: {
          table_data: [],
          total_orders: 0,
          total_orders_amount: '0.0000',
          total_expense: '0.0000',
          purchasing_orders: 0,
          purchasing_orders_amount: '0.0000',
          category_stats: {},
          unique_products_count: 0,
          total_inventory_amount: '0.0000',
          cost_of_goods_sold: '0.0000',
          gross_profit: '0.0000',
          net_profit: '0.0000',
        },
      }),
      'GET /api/inventory/companies/': noCompanies,
    });
    renderAt(<InventoryTab me={demoUser('SUPER_ADMIN', 'PARENT')} />);
    expect((await screen.findByTestId('stock-as-of')).textContent).toMatch(/^Stock as of now/);
    expect(screen.queryByLabelText('Start date')).toBeNull();
    expect(screen.queryByLabelText('End date')).toBeNull();
    expect(screen.getByLabelText('Company', { selector: 'input' })).toBeTruthy();
  });

  it('Comparison E/S shows expenses as the amount spent (420.00), not the wire’s negated −420.00', async () => {
    fakeApi({
      'GET /api/comparison-analysis-expense-sales/': () => ({
        status: 200,
        body: { company_name: 'All', total_sales: '2440.0000', total_expense: '-420.0000' },
      }),
      'GET /api/inventory/companies/': noCompanies,
    });
    renderAt(<ExpenseSalesTab me={demoUser('SUPER_ADMIN', 'PARENT')} />);
    await waitFor(() => expect(screen.getByTestId('es-expense').textContent).toBe('420.00'));
    expect(screen.getByTestId('es-sales').textContent).toBe('2,440.00');
  });
});
