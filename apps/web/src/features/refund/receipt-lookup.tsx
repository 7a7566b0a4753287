import { Button, Paper, Stack, TextInput } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { Ltr, useFormatter, useT } from '../../i18n';
import { useReceiptSearch } from '../../lib/use-receipt-search';

/** What an invoice id looks like, as the field's example (not words: the same in every language). */
const EXAMPLE_INVOICE_ID = 'INV_2_41';

/**
 * The scan field: the receipt's invoice id (the scanner types it and Enter) or part of it. One
 * match opens the sale; several are listed to choose from. Focused whenever it is shown.
 */
export function ReceiptLookup({ onOpen }: { onOpen: (saleId: number) => void }) {
  const t = useT();
  const f = useFormatter();
  const scanRef = useRef<HTMLInputElement>(null);
  const { text, setText, matches, error: searchError, search } = useReceiptSearch(onOpen);

  useEffect(() => {
    setTimeout(() => scanRef.current?.focus(), 0);
  }, []);

  return (
    <Paper withBorder p="md" radius="md">
      <TextInput
        ref={scanRef}
        label={t('refund.lookup.label')}
        placeholder={EXAMPLE_INVOICE_ID}
        dir="ltr"
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            void search();
          }
        }}
        error={searchError}
        data-autofocus
      />
      {matches && (
        <Stack gap={4} mt="sm" aria-label={t('refund.lookup.matches')}>
          {matches.map((o) => (
            <Button key={o.id} variant="default" justify="space-between" onClick={() => onOpen(o.id)}>
              <Ltr>{o.invoice_id}</Ltr> · {f.money(o.total)} · {o.status}
            </Button>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
