import { Button, Paper, Stack, TextInput } from '@mantine/core';
import { toDisplay } from '@tillwise/domain';
import { useEffect, useRef } from 'react';
import { useReceiptSearch } from '../../lib/use-receipt-search';

/**
 * The scan field: the receipt's invoice id (the scanner types it and Enter) or part of it. One
 * match opens the sale; several are listed to choose from. Focused whenever it is shown.
 */
export function ReceiptLookup({ onOpen }: { onOpen: (saleId: number) => void }) {
  const scanRef = useRef<HTMLInputElement>(null);
  const { text, setText, matches, error: searchError, search } = useReceiptSearch(onOpen);

  useEffect(() => {
    setTimeout(() => scanRef.current?.focus(), 0);
  }, []);

  return (
    <Paper withBorder p="md" radius="md">
      <TextInput
        ref={scanRef}
        label="Receipt's invoice id (scan the barcode, or type part of it and Enter)"
        placeholder="INV_2_41"
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
        <Stack gap={4} mt="sm" aria-label="Matching orders">
          {matches.map((o) => (
            <Button key={o.id} variant="default" justify="space-between" onClick={() => onOpen(o.id)}>
              {o.invoice_id} · {toDisplay(o.total)} · {o.status}
            </Button>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
