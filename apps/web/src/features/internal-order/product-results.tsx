import { Badge, Paper, Text, UnstyledButton } from '@mantine/core';
import { ORDER_MSG, type ProductWire, type VariantWire } from '@tillwise/domain';

/** One choosable row of the results: a variant with its product. */
export interface VariantOption {
  product: ProductWire;
  variant: VariantWire;
  /** Out of stock in my company and the order sells from my stock: cannot be chosen. */
  disabled: boolean;
}

export function variantOptions(products: readonly ProductWire[], needsStock: boolean): VariantOption[] {
  return products.flatMap((product) =>
    product.product_variant.map((variant) => ({
      product,
      variant,
      disabled: needsStock && Number(variant.total_quantity) <= 0,
    })),
  );
}

interface ProductResultsProps {
  options: VariantOption[];
  highlighted: number;
  onChoose: (option: VariantOption) => void;
}

/** The product results (spec 2.5): name, barcode, colour, cost price, stock and size of each variant. */
export function ProductResults({ options, highlighted, onChoose }: ProductResultsProps) {
  if (options.length === 0) return null;
  return (
    <Paper
      withBorder
      p={4}
      role="listbox"
      aria-label="Product results"
      mah={240}
      style={{ overflowY: 'auto' }}
    >
      {options.map((option, i) => {
        const { product, variant } = option;
        const active = i === highlighted;
        return (
          <UnstyledButton
            key={variant.id}
            role="option"
            aria-selected={active}
            aria-disabled={option.disabled}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => !option.disabled && onChoose(option)}
            w="100%"
            px="xs"
            py={4}
            style={{
              display: 'flex',
              gap: 12,
              borderRadius: 4,
              background: active ? 'var(--mantine-color-blue-light)' : undefined,
              opacity: option.disabled ? 0.55 : 1,
            }}
          >
            <Text size="sm" fw={600} style={{ flex: 2 }}>
              {product.name}
            </Text>
            <Text size="sm" c="dimmed" style={{ flex: 2 }}>
              {product.bar_code}
            </Text>
            <Text size="sm" style={{ flex: 1 }}>
              {[variant.color, variant.size].filter(Boolean).join(' ') || '—'}
            </Text>
            <Text size="sm" style={{ flex: 1 }}>
              Cost {variant.price}
            </Text>
            {option.disabled ? (
              <Badge color="red" variant="light">
                {ORDER_MSG.outOfStock}
              </Badge>
            ) : (
              <Text size="sm" style={{ flex: 1 }}>
                Stock {Number(variant.total_quantity)}
              </Text>
            )}
          </UnstyledButton>
        );
      })}
    </Paper>
  );
}
