import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderAt } from '../test/render';
import { DataTable } from './data-table';

type Row = { id: number; name: string };
const columns = [
  { header: 'Sr No', cell: (_: Row, i: number) => i + 1 },
  { header: 'Name', cell: (r: Row) => r.name },
];

describe('DataTable', () => {
  it('shows the empty text when there are no rows', () => {
    renderAt(<DataTable columns={columns} rows={[]} rowKey={(r) => r.id} emptyText="No products yet." />);
    expect(screen.getByText('No products yet.')).toBeTruthy();
  });

  it('shows a load failure with a retry button', () => {
    const retry = vi.fn();
    renderAt(
      <DataTable
        columns={columns}
        rows={undefined}
        rowKey={(r) => r.id}
        error="Network Error"
        onRetry={retry}
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain('Network Error');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledOnce();
  });

  it('numbers rows across pages and pages with a ten-number window', () => {
    const onPage = vi.fn();
    const rows = [
      { id: 31, name: 'Milk 1L' },
      { id: 32, name: 'Bread' },
    ];
    renderAt(
      <DataTable
        columns={columns}
        rows={rows}
        rowKey={(r) => r.id}
        pagination={{ page: 2, count: 400, pageSize: 30, onPage }}
      />,
    );
    expect(screen.getAllByRole('row')[1]?.textContent).toBe('31Milk 1L');
    const numbers = screen.getAllByRole('button', { name: /^Page \d+$/ }).map((b) => b.textContent);
    expect(numbers).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
    expect(screen.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPage).toHaveBeenCalledWith(3);
    fireEvent.click(screen.getByRole('button', { name: 'Last page' }));
    expect(onPage).toHaveBeenCalledWith(14);
  });
});
