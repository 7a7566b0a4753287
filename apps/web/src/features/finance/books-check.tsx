import { Alert, List, Text } from '@mantine/core';
import { useBooksCheck } from './api/get-books-check';

/**
 * Says whether the company's books reconcile with its stock (Inventory equals the stock at cost,
 * every balance equals its journal lines, every entry balances), or lists what differs.
 */
export function BooksCheck({ company }: { company: number | null }) {
  const check = useBooksCheck(company);
  if (!check.data) return null;
  if (check.data.reconciles) {
    return (
      <Alert color="teal" variant="light" title="Books reconcile with stock" data-testid="books-check">
        Inventory equals the stock held at cost, every account equals its journal lines and every entry
        balances.
      </Alert>
    );
  }
  return (
    <Alert color="red" variant="light" title="Books do not reconcile with stock" data-testid="books-check">
      <Text size="sm">What differs:</Text>
      <List size="sm">
        {check.data.violations.slice(0, 20).map((v) => (
          <List.Item key={`${v.check}:${v.message}`}>{v.message}</List.Item>
        ))}
      </List>
    </Alert>
  );
}
