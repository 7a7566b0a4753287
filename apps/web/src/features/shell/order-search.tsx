import { Button, Group, Paper, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { type FormEvent, type KeyboardEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { Ltr, useFormatter, useT } from '../../i18n';
import type { formatterFor } from '../../lib/format';
import { paths } from '../../lib/paths';
import { useOrderSearch } from './api/search-orders';
import classes from './app-header.module.css';
import { SearchIcon } from './icons';

const when = (created: string, f: ReturnType<typeof formatterFor>) =>
  Number.isNaN(new Date(created).getTime()) ? created : f.dateTime(created);

/**
 * Invoice id and date (spec 2.2): typing lists matching orders, a click opens one; Search Order
 * opens the orders list with `invoiceId` and `date` filled in.
 */
export function OrderSearch({ stacked = false }: { stacked?: boolean }) {
  const t = useT();
  const f = useFormatter();
  const navigate = useNavigate();
  const [invoiceId, setInvoiceId] = useState('');
  const [date, setDate] = useState('');
  const [open, setOpen] = useState(false);
  const [highlight, setHighlight] = useState(-1);
  const [text] = useDebouncedValue(invoiceId.trim(), 250);
  const found = useOrderSearch(text, date);
  const results = found.data ?? [];
  const shown = open && text !== '';

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const chosen = highlight >= 0 ? results[highlight] : undefined;
    setOpen(false);
    if (chosen) {
      openOrder(chosen.id);
      return;
    }
    const params = new URLSearchParams({ invoiceId: invoiceId.trim(), date });
    navigate(paths.orders.to(params));
  }

  function openOrder(id: number) {
    setOpen(false);
    setInvoiceId('');
    navigate(paths.orderDetails.to({ orderId: id }));
  }

  function keys(event: KeyboardEvent) {
    if (!shown || results.length === 0) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      // -1 is the text itself (Enter searches the list); 0.. are the results.
      const last = results.length - 1;
      setHighlight((h) => (event.key === 'ArrowDown' ? (h >= last ? -1 : h + 1) : h <= -1 ? last : h - 1));
    } else if (event.key === 'Escape') setOpen(false);
  }

  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is too new for some till browsers (and jsdom).
    <form
      onSubmit={submit}
      role="search"
      aria-label={t('shell.orderSearch.label')}
      className={classes.orderSearch}
    >
      {/* Stacked: the side menu of a narrow screen, one field under the other at its width. */}
      <Group gap={6} wrap={stacked ? 'wrap' : 'nowrap'}>
        <TextInput
          size="xs"
          w={stacked ? '100%' : 170}
          aria-label={t('shell.orderSearch.invoiceId')}
          placeholder={t('shell.orderSearch.invoiceId')}
          autoComplete="off"
          leftSection={<SearchIcon size={14} />}
          value={invoiceId}
          onChange={(e) => {
            setInvoiceId(e.currentTarget.value);
            setHighlight(-1);
            setOpen(true);
          }}
          onKeyDown={keys}
          onBlur={() => setOpen(false)}
          onFocus={() => setOpen(true)}
        />
        <TextInput
          size="xs"
          w={stacked ? '100%' : 132}
          type="date"
          aria-label={t('shell.orderSearch.date')}
          value={date}
          onChange={(e) => setDate(e.currentTarget.value)}
        />
        <Button type="submit" size="xs" variant={stacked ? 'default' : 'white'} color="dark">
          {t('shell.orderSearch.submit')}
        </Button>
      </Group>
      {shown && (
        <Paper
          className={classes.orderResults}
          shadow="md"
          withBorder
          role="listbox"
          aria-label={t('shell.orderSearch.results')}
        >
          {results.length === 0 ? (
            <Text size="sm" c="dimmed" p="xs">
              {found.isFetching ? t('shell.orderSearch.searching') : t('shell.orderSearch.noMatch')}
            </Text>
          ) : (
            results.map((o, i) => (
              <UnstyledButton
                key={o.id}
                role="option"
                aria-selected={i === highlight}
                className={classes.orderResult}
                data-active={i === highlight || undefined}
                onMouseDown={(e) => {
                  e.preventDefault();
                  openOrder(o.id);
                }}
              >
                <Text size="sm" fw={700} ff="monospace">
                  <Ltr>{o.invoice_id}</Ltr>
                </Text>
                <Text size="xs" c="dimmed">
                  {t('shell.orderSearch.order', { id: o.id })} · {when(o.created, f)}
                </Text>
              </UnstyledButton>
            ))
          )}
        </Paper>
      )}
    </form>
  );
}
