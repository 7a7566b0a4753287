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
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useSearchParams } from 'react-router';
import { LoadFailed } from '../../components/load-failed';
import { PageLoading } from '../../components/loading-modal';
import { PageTitle } from '../../components/page-title';
import { Ltr, type MessageKey, useFormatter, useT } from '../../i18n';
import { loadFontFor } from '../../i18n/catalogs';
import type { Translate } from '../../i18n/use-t';
import { URDU_SCRIPT } from './label-face';
import { LabelPages } from './label-pages';
import { labelRequestOf } from './label-sources';
import classes from './labels.module.css';
import { useLabelMessage } from './messages';
import { clampStart, jobSize, labelPageCss, placeLabels, printable } from './sheet-layout';
import { type LabelJobSource, OrderNotFound, useLabelItems } from './use-label-items';

const LAYOUT_KEY = 'labels.layout';
const SYMBOLOGY_NAMES = { EAN13: 'EAN-13', EAN8: 'EAN-8', CODE128: 'Code 128' } as const;

/** Why an item prints no label, or null. */
const problemOf = (item: LabelItem): string | null => item.barcodeError ?? item.priceError;

/** A paper's name in the reader's language (the domain names it in English). */
const layoutKey = (id: string) => `labels.layout.${id}` as MessageKey;

/** Where the job's items come from, in the reader's language; an order's invoice id reads left to right. */
function sourceText(source: LabelJobSource, t: Translate, rtl: boolean): string {
  switch (source.kind) {
    case 'batch':
      return t('labels.source.batch', { id: source.id, product: source.product });
    case 'order':
      // U+2066/U+2069 isolate the id left to right inside the sentence, as <Ltr> does in markup.
      return t('labels.source.order', { invoice: rtl ? `\u2066${source.invoice}\u2069` : source.invoice });
    case 'products':
      return t('labels.source.products');
    default:
      return '';
  }
}

/**
 * `/labels`: print barcode or shelf labels of the items the address names (a product selection, a
 * received batch, an internal order): choose the paper, the copies of each item and, on a partly
 * used A4 sheet, the first free label; the preview is the printed page at true size, and Print
 * sends exactly those pages to the browser's print dialog at the paper's size with no margins.
 */
export function LabelsPage() {
  const t = useT();
  const f = useFormatter();
  const labelMessage = useLabelMessage();
  const [search] = useSearchParams();
  const request = labelRequestOf(search);
  const state = useLabelItems(request);
  const [layoutId, setLayoutId] = useState(() => labelLayout(localStorage.getItem(LAYOUT_KEY) ?? '').id);
  const [style, setStyle] = useState<LabelStyle>('barcode');
  const [startText, setStartText] = useState<string | number>(1);
  // What is typed in each item's Copies field (empty while being retyped: no copies).
  const [copies, setCopies] = useState<ReadonlyMap<string, string | number>>(new Map());
  // Names written in Urdu need the Urdu face on paper, also when the screens are in English.
  const urduNames =
    state.status === 'ready' && state.items.some((item) => URDU_SCRIPT.test(item.name + item.detail));
  useEffect(() => {
    if (urduNames) void loadFontFor('ur');
  }, [urduNames]);

  if (request.kind === 'none')
    return (
      <Stack maw={760}>
        <PageTitle title={t('labels.title')} />
        <Alert color="blue" title={t('labels.none.title')}>
          {t('labels.none.body')}
        </Alert>
      </Stack>
    );
  if (state.status === 'loading') return <PageLoading />;
  if (state.status === 'failed')
    return (
      <LoadFailed
        error={
          state.error instanceof OrderNotFound
            ? new Error(t('labels.orderNotFound', { id: state.error.orderId }))
            : state.error
        }
        what={t('labels.loadWhat')}
        onRetry={state.retry}
      />
    );

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
      <PageTitle title={t('labels.title')}>
        <Text size="sm" c="dimmed" data-testid="label-job-size">
          {t('labels.jobSize', { labels: size.labels, pages: size.pages })}
        </Text>
        <Button onClick={() => window.print()} disabled={size.labels === 0}>
          {t('labels.print')}
        </Button>
      </PageTitle>
      <Text size="sm" c="dimmed">
        {sourceText(state.source, t, f.locale.startsWith('ur'))}. {t('labels.pricesNote')}
      </Text>
      <Paper withBorder radius="md" p="md">
        <Group align="flex-end" gap="lg">
          <Select
            label={t('labels.paper')}
            data={LABEL_LAYOUTS.map((l) => ({ value: l.id, label: t(layoutKey(l.id)) }))}
            value={layout.id}
            onChange={chooseLayout}
            allowDeselect={false}
            w={380}
          />
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              {t('labels.style')}
            </Text>
            <SegmentedControl
              aria-label={t('labels.style')}
              value={style}
              onChange={(v) => setStyle(v as LabelStyle)}
              data={[
                { value: 'barcode', label: t('labels.style.barcode') },
                { value: 'shelf', label: t('labels.style.shelf') },
              ]}
            />
          </Stack>
          {layout.media === 'sheet' && (
            <NumberInput
              label={t('labels.start')}
              description={t('labels.startHelp', { max: labelsPerPage(layout) })}
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
            <Table.Th>{t('labels.col.name')}</Table.Th>
            <Table.Th>{t('labels.col.unit')}</Table.Th>
            <Table.Th>{t('labels.col.barcode')}</Table.Th>
            <Table.Th ta="end">{t('labels.col.price')}</Table.Th>
            <Table.Th w={130}>{t('labels.col.copies')}</Table.Th>
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
                      {t('labels.notPrinted', { problem: labelMessage(problem) })}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{item.unitName || '—'}</Table.Td>
                <Table.Td>
                  <Group gap={6} wrap="nowrap">
                    <Text ff="monospace" size="sm">
                      <Ltr>{item.barcode}</Ltr>
                    </Text>
                    {symbology && (
                      <Badge size="xs" variant="light">
                        {SYMBOLOGY_NAMES[symbology]}
                      </Badge>
                    )}
                  </Group>
                </Table.Td>
                <Table.Td ta="end">{item.priceInclTax !== null ? f.money(item.priceInclTax) : '—'}</Table.Td>
                <Table.Td>
                  <NumberInput
                    aria-label={t('labels.copiesOf', { title })}
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
        {t('labels.previewHelp')}
      </Text>
      <div className={classes.previewArea} data-testid="label-preview">
        {pages.length > 0 ? (
          <LabelPages pages={pages} layout={layout} style={style} start={start} preview />
        ) : (
          <Text c="dimmed">{t('labels.nothing')}</Text>
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
