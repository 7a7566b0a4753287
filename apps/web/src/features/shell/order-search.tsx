import { Button, Group, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { SearchIcon } from './icons';

/** Invoice id and date, handed to the orders list as `invoiceId` and `date` (spec 2.2). */
export function OrderSearch() {
  const navigate = useNavigate();
  const [invoiceId, setInvoiceId] = useState('');
  const [date, setDate] = useState('');

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const params = new URLSearchParams({ invoiceId: invoiceId.trim(), date });
    navigate(`/orders?${params.toString()}`);
  }

  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is too new for some till browsers (and jsdom).
    <form onSubmit={submit} role="search" aria-label="Order search">
      <Group gap={6} wrap="nowrap">
        <TextInput
          size="xs"
          w={170}
          aria-label="Invoice ID"
          placeholder="Invoice ID"
          leftSection={<SearchIcon size={14} />}
          value={invoiceId}
          onChange={(e) => setInvoiceId(e.currentTarget.value)}
        />
        <TextInput
          size="xs"
          w={132}
          type="date"
          aria-label="Order date"
          value={date}
          onChange={(e) => setDate(e.currentTarget.value)}
        />
        <Button type="submit" size="xs" variant="white" color="dark">
          Search Order
        </Button>
      </Group>
    </form>
  );
}
