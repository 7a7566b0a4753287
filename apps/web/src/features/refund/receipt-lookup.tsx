import { Button, Paper, Stack, TextInput } from '@mantine/core';
import { type OrderWire, toDisplay } from '@tillwise/domain';
import { useEffect, useRef, useState } from 'react';
import { findSalesByInvoice } from '../../lib/orders-api';
import { describeFailure } from './describe-failure';

/**
 * The scan field: the receipt's invoice id (the scanner types it and Enter) or part of it. One
 * match opens the sale; several are listed to choose from. Focused whenever it is shown.
 */
export function ReceiptLookup({ onOpen }: { onOpen: (saleId: number) => void }) {
  const scanRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [matches, setMatches] = useState<OrderWire[] | null>(null);
  const [searchError, setSearchError] = useState<string | null>(null);

  useEffect(() => {
    setTimeout(() => scanRef.current?.focus(), 0);
  }, []);

  async function search() {
    const wanted = text.trim();
    if (!wanted) return;
    setSearchError(null);
    try {
      const found = await findSalesByInvoice(wanted);
      const [only] = found;
      if (found.length === 1 && only) onOpen(only.id);
      else if (found.length === 0) setSearchError(`No order has an invoice id like "${wanted}".`);
      else setMatches(found);
    } catch (error) {
      setSearchError(describeFailure(error));
    }
  }

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
