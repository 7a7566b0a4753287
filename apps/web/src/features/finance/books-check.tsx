import { Alert, List, Text } from '@mantine/core';
import { useT } from '../../i18n';
import { useBooksCheck } from './api/get-books-check';

/**
 * Says whether the company's books reconcile with its stock (Inventory equals the stock at cost,
 * every balance equals its journal lines, every entry balances), or lists what differs.
 */
export function BooksCheck({ company }: { company: number | null }) {
  const t = useT();
  const check = useBooksCheck(company);
  if (!check.data) return null;
  if (check.data.reconciles) {
    return (
      <Alert color="teal" variant="light" title={t('finance.check.okTitle')} data-testid="books-check">
        {t('finance.check.okBody')}
      </Alert>
    );
  }
  return (
    <Alert color="red" variant="light" title={t('finance.check.badTitle')} data-testid="books-check">
      <Text size="sm">{t('finance.check.differs')}</Text>
      <List size="sm">
        {check.data.violations.slice(0, 20).map((v) => (
          <List.Item key={`${v.check}:${v.message}`}>
            {/* The server's own words, isolated so their punctuation stays in place in Urdu. */}
            <bdi>{v.message}</bdi>
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
