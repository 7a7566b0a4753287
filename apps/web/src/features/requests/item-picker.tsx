import { Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { type ProductWire, REQUEST_MSG } from '@tillwise/domain';
import { useEffect, useRef, useState } from 'react';
import { findProducts } from '../../lib/orders-api';

export interface RequestLine {
  variant: number;
  label: string;
  barCode: string;
  quantity: string;
}

const variantLabel = (p: ProductWire, v: ProductWire['product_variant'][number]) =>
  [p.name, v.size, v.color].filter(Boolean).join(' · ');

/** Product search by name, as on the order screens, then a quantity: one line of the request. */
export function ItemPicker({ onAdd, taken }: { onAdd: (line: RequestLine) => void; taken: number[] }) {
  const [text, setText] = useState('');
  const [results, setResults] = useState<ProductWire[]>([]);
  const [picked, setPicked] = useState<RequestLine | null>(null);
  const [quantity, setQuantity] = useState('1');
  const [error, setError] = useState<string | null>(null);
  const qty = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (!text.trim() || picked) return setResults([]);
    const timer = setTimeout(() => {
      findProducts('name__icontains', text)
        .then(setResults)
        .catch(() => setResults([]));
    }, 250);
    return () => clearTimeout(timer);
  }, [text, picked]);
  const add = () => {
    if (!picked) return setError('Pick a product first.');
    if (!/^\d+(\.\d{1,4})?$/.test(quantity) || Number(quantity) <= 0)
      return setError(REQUEST_MSG.quantityPositive);
    if (taken.includes(picked.variant)) return setError(REQUEST_MSG.duplicateItem);
    onAdd({ ...picked, quantity });
    setPicked(null);
    setText('');
    setQuantity('1');
    setError(null);
  };
  return (
    <Stack gap={4}>
      <Group align="flex-end" gap="sm">
        <TextInput
          label="Product"
          placeholder="Search by name"
          value={picked ? picked.label : text}
          onChange={(e) => {
            setPicked(null);
            setText(e.currentTarget.value);
          }}
          w={320}
        />
        <TextInput
          ref={qty}
          label="Quantity"
          value={quantity}
          onChange={(e) => setQuantity(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key !== 'Enter') return;
            e.preventDefault();
            add();
          }}
          w={110}
        />
        <Button variant="light" onClick={add}>
          Add item
        </Button>
      </Group>
      {error && (
        <Text size="xs" c="red">
          {error}
        </Text>
      )}
      {results.length > 0 && (
        <Paper withBorder p={4} maw={440} role="listbox" aria-label="Products found">
          {results.flatMap((p) =>
            p.product_variant.map((v) => (
              <Button
                key={v.id}
                variant="subtle"
                fullWidth
                justify="flex-start"
                size="compact-sm"
                role="option"
                onClick={() => {
                  setPicked({ variant: v.id, label: variantLabel(p, v), barCode: p.bar_code, quantity: '1' });
                  setResults([]);
                  setTimeout(() => qty.current?.select(), 0);
                }}
              >
                {variantLabel(p, v)}{' '}
                <Text span size="xs" c="dimmed" ml={6}>
                  {p.bar_code}
                </Text>
              </Button>
            )),
          )}
        </Paper>
      )}
    </Stack>
  );
}
