import { Button, Modal, Table, Text } from '@mantine/core';
import { useFormatter, useT } from '../../i18n';
import type { Translate } from '../../i18n/use-t';
import { displayName } from '../../lib/format';
import type { HeldSale } from '../../offline/offline-db';
import { useTillTax } from '../../offline/till-tax';
import { heldSummary } from './held-sales';

const time = (at: number, locale: string) =>
  new Date(at).toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit' });

/** The held sale's first product, and how many more lines it has. */
function label(held: HeldSale, t: Translate): string {
  const [first, ...rest] = held.lines;
  if (!first) return t('counter.held.noItems');
  return rest.length > 0 ? t('counter.held.more', { name: first.name, count: rest.length }) : first.name;
}

/** The cashier's held sales, the oldest first; Recall (or Enter on the focused row) brings one back. */
export function HeldSalesModal(props: {
  opened: boolean;
  held: HeldSale[];
  onRecall: (id: number) => void;
  onClose: () => void;
}) {
  const tax = useTillTax();
  const t = useT();
  const { locale, money } = useFormatter();
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={t('counter.held.title')} size="lg" centered>
      {props.held.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('counter.held.none')}
        </Text>
      ) : (
        <Table data-testid="held-sales" verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('counter.held.heldAt')}</Table.Th>
              <Table.Th>{t('counter.held.items')}</Table.Th>
              <Table.Th>{t('counter.held.customer')}</Table.Th>
              <Table.Th ta="end">{t('counter.held.total')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {props.held.map((held, i) => {
              const summary = heldSummary(held, tax);
              return (
                <Table.Tr key={held.id} data-testid="held-sale">
                  <Table.Td>{time(held.heldAt, locale)}</Table.Td>
                  <Table.Td>
                    {label(held, t)}
                    {held.returnOrder ? ` ${t('counter.held.return')}` : ''}
                  </Table.Td>
                  <Table.Td>{held.customer ? displayName(held.customer) : t('counter.held.walkIn')}</Table.Td>
                  <Table.Td ta="end">{money(summary.total)}</Table.Td>
                  <Table.Td ta="right">
                    <Button
                      size="xs"
                      data-autofocus={i === 0 ? true : undefined}
                      onClick={() => held.id !== undefined && props.onRecall(held.id)}
                    >
                      {t('counter.held.recall')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      )}
    </Modal>
  );
}
