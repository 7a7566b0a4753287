import {
  Alert,
  Badge,
  Button,
  Group,
  NumberInput,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import {
  LABEL_LAYOUTS,
  type LabelItem,
  type LabelStyle,
  labelLayout,
  labelsPerPage,
  MAX_COPIES,
  symbologyOf,
} from '@tillwise/domain';
import { useState } from 'react';
import { createPortal } from 'react-dom';
import { useSearchParams } from 'react-router';
import { LoadFailed } from '../../components/load-failed';
import { PageLoading } from '../../components/loading-modal';
import { PageTitle } from '../../components/page-title';
import { money } from '../../lib/format';
import { LabelPages } from './label-pages';
import { labelRequestOf } from './label-sources';
import classes from './labels.module.css';
import { clampStart, jobSize, labelPageCss, placeLabels, printable } from './sheet-layout';
import { useLabelItems } from './use-label-items';

const LAYOUT_KEY = 'labels.layout';
const SYMBOLOGY_NAMES = { EAN13: 'EAN-13', EAN8: 'EAN-8', CODE128: 'Code 128' } as const;

/** Why an item prints no label, or null. */
const problemOf = (item: LabelItem): string | null => item.barcodeError ?? item.priceError;

/**
 * `/labels`: print barcode or shelf labels of the items the address names (a product selection, a
 * received batch, an internal order): choose the paper, the copies of each item and, on a partly
 * used A4 sheet, the first free label; the preview is the printed page at true size, and Print
 * sends exactly those pages to the browser's print dialog at the paper's size with no margins.
 */
export function LabelsPage() {
  const [search] = useSearchParams();
  const request = labelRequestOf(search);
  const state = useLabelItems(request);
  const [layoutId, setLayoutId] = useState(() => labelLayout(localStorage.getItem(LAYOUT_KEY) ?? '').id);
  const [style, setStyle] = useState<LabelStyle>('barcode');
  const [startText, setStartText] = useState<string | number>(1);
  // What is typed in each item's Copies field (empty while being retyped: no copies).
  const [copies, setCopies] = useState<ReadonlyMap<string, string | number>>(new Map());

  if (request.kind === 'none')
    return (
      <Stack maw={760}>
        <PageTitle title="Print labels" />
        <Alert color="blue" title="Choose what to label first">
          Tick products in the product list and press Print labels, or press Print labels on a batch or on an
          order’s details.
        </Alert>
      </Stack>
    );
  if (state.status === 'loading') return <PageLoading />;
  if (state.status === 'failed')
    return <LoadFailed error={state.error} what="the labels’ items" onRetry={state.retry} />;

  const layout = labelLayout(layoutId);
  const start = clampStart(layout, Number(startText));
  const typed = (key: string) => copies.get(key);
  const items = state.items.map((item) => {
    const value = typed(item.key);
    return value === undefined ? item : { ...item, copies: typeof value === 'number' ? value : 0 };
  });
  const pages = placeLabels(layout, items, start);
  const size = jobSize(layout, items, start);
  const chooseLayout = (id: string | null) => {
    if (!id) return;
    setLayoutId(labelLayout(id).id);
    localStorage.setItem(LAYOUT_KEY, id);
  };

  return (
    <Stack gap="md">
      <PageTitle title="Print labels">
        <Text size="sm" c="dimmed" data-testid="label-job-size">
          {size.labels} {size.labels === 1 ? 'label' : 'labels'} on {size.pages}{' '}
          {size.pages === 1 ? 'page' : 'pages'}
        </Text>
        <Button onClick={() => window.print()} disabled={size.labels === 0}>
          Print
        </Button>
      </PageTitle>
      <Text size="sm" c="dimmed">
        {state.source}. Prices are what a buyer pays, tax included.
      </Text>
      <Paper withBorder radius="md" p="md">
        <Group align="flex-end" gap="lg">
          <Select
            label="Paper"
            data={LABEL_LAYOUTS.map((l) => ({ value: l.id, label: l.name }))}
            value={layout.id}
            onChange={chooseLayout}
            allowDeselect={false}
            w={380}
          />
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              Label
            </Text>
            <SegmentedControl
              aria-label="Label"
              value={style}
              onChange={(v) => setStyle(v as LabelStyle)}
              data={[
                { value: 'barcode', label: 'Barcode label' },
                { value: 'shelf', label: 'Shelf label' },
              ]}
            />
          </Stack>
          {layout.media === 'sheet' && (
            <NumberInput
              label="Start at label"
              description={`1 to ${labelsPerPage(layout)}, across then down: skips labels already used`}
              min={1}
              max={labelsPerPage(layout)}
              allowDecimal={false}
              value={startText}
              onChange={setStartText}
              w={260}
            />
          )}
        </Group>
      </Paper>
      <Table withTableBorder striped data-testid="label-items">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Unit</Table.Th>
            <Table.Th>Barcode</Table.Th>
            <Table.Th ta="right">Price incl. tax</Table.Th>
            <Table.Th w={130}>Copies</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => {
            const problem = problemOf(item);
            const symbology = symbologyOf(item.barcode);
            const title = [item.name, item.detail].filter(Boolean).join(' · ');
            return (
              <Table.Tr key={item.key} data-testid="label-item">
                <Table.Td>
                  <Text size="sm" fw={500}>
                    {title}
                  </Text>
                  {problem && (
                    <Text size="xs" c="red" role="alert">
                      Not printed: {problem}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{item.unitName || '—'}</Table.Td>
                <Table.Td>
                  <Group gap={6} wrap="nowrap">
                    <Text ff="monospace" size="sm">
                      {item.barcode}
                    </Text>
                    {symbology && (
                      <Badge size="xs" variant="light">
                        {SYMBOLOGY_NAMES[symbology]}
                      </Badge>
                    )}
                  </Group>
                </Table.Td>
                <Table.Td ta="right">{item.priceInclTax !== null ? money(item.priceInclTax) : '—'}</Table.Td>
                <Table.Td>
                  <NumberInput
                    aria-label={`Copies of ${title}`}
                    size="xs"
                    min={0}
                    max={MAX_COPIES}
                    allowDecimal={false}
                    allowNegative={false}
                    clampBehavior="strict"
                    value={typed(item.key) ?? item.copies}
                    disabled={!printable({ ...item, copies: 1 })}
                    onChange={(value) => setCopies((old) => new Map(old).set(item.key, value))}
                  />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      <Text size="sm" c="dimmed">
        Preview at true size (at 100 % zoom). In the print dialog choose the label printer or the A4 printer,
        scale 100 % (“Actual size”) and no margins.
      </Text>
      <div className={classes.previewArea} data-testid="label-preview">
        {pages.length > 0 ? (
          <LabelPages pages={pages} layout={layout} style={style} start={start} preview />
        ) : (
          <Text c="dimmed">Nothing to print: every item has no copies or cannot be printed.</Text>
        )}
      </div>
      {createPortal(
        <div className={classes.printRoot} data-testid="labels-print">
          <style>{labelPageCss(layout)}</style>
          <LabelPages pages={pages} layout={layout} style={style} start={start} preview={false} />
        </div>,
        document.body,
      )}
    </Stack>
  );
}
