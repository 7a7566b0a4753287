import { Alert, Stack, Tabs, Title } from '@mantine/core';
import type { FinanceMethod, UserWire } from '@tillwise/domain';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { type MessageKey, useT } from '../../i18n';
import { BooksPanel } from './books-panel';
import { JournalEntryForm } from './journal-entry-form';
import { TransactionForm } from './transaction-form';

const METHOD_TABS: { value: string; titleKey: MessageKey; method: FinanceMethod }[] = [
  { value: 'received', titleKey: 'finance.tab.received', method: 'Received' },
  { value: 'debit', titleKey: 'finance.tab.debit', method: 'Debit' },
  { value: 'credit', titleKey: 'finance.tab.credit', method: 'Credit' },
];

const TABS = [...METHOD_TABS.map((t) => t.value), 'journal', 'expense', 'books'];

/**
 * FINANCE (spec 2.14): the five tabs of the original plus Books, with the tab in the address so
 * it survives a reload. A creation shows "Transaction Successful!" until the next change of tab.
 */
export function FinancePage({ user }: { user: UserWire }) {
  const t = useT();
  const [params, setParams] = useSearchParams();
  // An address with a tab this screen does not have (an old link, a typo) opens the first one.
  const requested = params.get('tab');
  const tab = requested && TABS.includes(requested) ? requested : 'received';
  const [success, setSuccess] = useState(false);
  const done = () => setSuccess(true);

  return (
    <Stack gap="md" maw={980} mx="auto">
      <Title order={1} size="h3">
        {t('finance.title')}
      </Title>
      {success && (
        <Alert color="green" variant="light" role="status" withCloseButton onClose={() => setSuccess(false)}>
          {t('finance.success')}
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
          {METHOD_TABS.map((m) => (
            <Tabs.Tab key={m.value} value={m.value}>
              {t(m.titleKey)}
            </Tabs.Tab>
          ))}
          <Tabs.Tab value="journal">{t('finance.tab.journal')}</Tabs.Tab>
          <Tabs.Tab value="expense">{t('finance.tab.expense')}</Tabs.Tab>
          <Tabs.Tab value="books" ms="auto">
            {t('finance.tab.books')}
          </Tabs.Tab>
        </Tabs.List>
        {METHOD_TABS.map((m) => (
          <Tabs.Panel key={m.value} value={m.value}>
            <TransactionForm method={m.method} user={user} onSuccess={done} />
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
