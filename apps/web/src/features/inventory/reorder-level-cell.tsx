import { Badge, Button, Group, Popover, Stack, Text, TextInput } from '@mantine/core';
import { displayQuantity, type InventoryWire } from '@tillwise/domain';
import { useState } from 'react';
import { useT } from '../../i18n';
import { describeApiError, isApiError } from '../../lib/api-error';
import { type ReorderLevel, useSetReorderLevel } from './api/reorder-levels';

/**
 * A row's reorder level (per variant and company; none by default): shown with a Low badge when the
 * variant's stock is at or below it, and set or removed in place. Crossing it notifies the admins.
 */
export function ReorderLevelCell({ row, level }: { row: InventoryWire; level: ReorderLevel | undefined }) {
  const t = useT();
  const [opened, setOpened] = useState(false);
  const [text, setText] = useState('');
  const save = useSetReorderLevel();
  const variant = row.batch.product_variant;
  const submit = (value: string) =>
    save.mutate(
      { company: row.company.id, product_variant: variant.id, level: value.trim() },
      { onSuccess: () => setOpened(false) },
    );
  const error = save.error
    ? isApiError(save.error)
      ? describeApiError(save.error)
      : save.error.message
    : null;
  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" withArrow trapFocus>
      <Popover.Target>
        <Group gap={4} wrap="nowrap" justify="flex-end">
          {level?.low && (
            <Badge color="red" size="xs" variant="filled">
              {t('inventory.reorder.low')}
            </Badge>
          )}
          <Button
            size="compact-xs"
            variant="subtle"
            aria-label={t('inventory.reorder.aria', {
              product: `${variant.product.name} ${variant.size}`.trim(),
            })}
            onClick={() => {
              setText(level ? displayQuantity(level.level) : '');
              save.reset();
              setOpened((o) => !o);
            }}
          >
            {level ? displayQuantity(level.level) : t('inventory.reorder.set')}
          </Button>
        </Group>
      </Popover.Target>
      <Popover.Dropdown>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            submit(text);
          }}
        >
          <Stack gap="xs" w={220}>
            <Text size="xs" c="dimmed">
              {t('inventory.reorder.help', { company: row.company.company_name })}
            </Text>
            <TextInput
              label={t('inventory.reorder.label')}
              value={text}
              onChange={(e) => setText(e.currentTarget.value)}
              error={error}
              data-autofocus
            />
            <Group justify="space-between">
              {level ? (
                <Button
                  size="xs"
                  variant="subtle"
                  color="red"
                  onClick={() => submit('')}
                  loading={save.isPending}
                >
                  {t('inventory.reorder.remove')}
                </Button>
              ) : (
                <span />
              )}
              <Button size="xs" type="submit" loading={save.isPending}>
                {t('inventory.reorder.save')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Popover.Dropdown>
    </Popover>
  );
}
