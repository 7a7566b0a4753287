import { Alert, Stack, Tabs, Title } from '@mantine/core';
import { type FinanceMethod, MSG, type UserWire } from '@tillwise/domain';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { BooksPanel } from './books-panel';
import { JournalEntryForm } from './journal-entry-form';
import { TransactionForm } from './transaction-form';

const METHOD_TABS: { value: string; label: string; method: FinanceMethod }[] = [
  { value: 'received', label: 'Cash Received', method: 'Received' },
  { value: 'debit', label: 'Debit', method: 'Debit' },
  { value: 'credit', label: 'Credit', method: 'Credit' },
];

const TABS = [...METHOD_TABS.map((t) => t.value), 'journal', 'expense', 'books'];

/**
 * FINANCE (spec 2.14): the five tabs of the original plus Books, with the tab in the address so
 * it survives a reload. A creation shows "Transaction Successful!" until the next change of tab.
 */
export function FinancePage({ user }: { user: UserWire }) {
  const [params, setParams] = useSearchParams();
  // An address with a tab this screen does not have (an old link, a typo) opens the first one.
  const requested = params.get('tab');
  const tab = requested && TABS.includes(requested) ? requested : 'received';
  const [success, setSuccess] = useState(false);
  const done = () => setSuccess(true);

  return (
    <Stack gap="md" maw={980} mx="auto">
      <Title order={1} size="h3">
        Finance
      </Title>
      {success && (
        <Alert color="green" variant="light" role="status" withCloseButton onClose={() => setSuccess(false)}>
          {MSG.transactionSuccessful}
        </Alert>
      )}
      <Tabs
        value={tab}
        keepMounted={false}
        onChange={(value) => {
          setSuccess(false);
          if (value) setParams({ tab: value }, { replace: true });
        }}
      >
        <Tabs.List mb="md">
          {METHOD_TABS.map((t) => (
            <Tabs.Tab key={t.value} value={t.value}>
              {t.label}
            </Tabs.Tab>
          ))}
          <Tabs.Tab value="journal">Journal Entry</Tabs.Tab>
          <Tabs.Tab value="expense">Expense</Tabs.Tab>
          <Tabs.Tab value="books" ml="auto">
            Books
          </Tabs.Tab>
        </Tabs.List>
        {METHOD_TABS.map((t) => (
          <Tabs.Panel key={t.value} value={t.value}>
            <TransactionForm method={t.method} user={user} onSuccess={done} />
          </Tabs.Panel>
        ))}
        <Tabs.Panel value="journal">
          <JournalEntryForm user={user} onSuccess={done} />
        </Tabs.Panel>
        <Tabs.Panel value="expense">
          <TransactionForm method="Expense" user={user} onSuccess={done} />
        </Tabs.Panel>
        <Tabs.Panel value="books">
          <BooksPanel user={user} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
