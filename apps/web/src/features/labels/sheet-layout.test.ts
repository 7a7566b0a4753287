import { type LabelItem, labelLayout } from '@tillwise/domain';
import { describe, expect, it } from 'vitest';
import { clampStart, expandCopies, jobSize, labelPageCss, placeLabels, positionCorner } from './sheet-layout';

const item = (key: string, copies: number, over: Partial<LabelItem> = {}): LabelItem => ({
  key,
  name: key,
  detail: '',
  unitName: 'Piece',
  barcode: '4006381333931',
  priceInclTax: '10.00',
  priceError: null,
  barcodeError: null,
  copies,
  ...over,
});

const a4x24 = labelLayout('a4-3x8');
const a4x40 = labelLayout('a4-4x10');
const roll = labelLayout('roll-58x40');

describe('placing labels on sheets', () => {
  it('fills a 3 × 8 sheet across then down, and starts a new sheet at the 25th label', () => {
    const pages = placeLabels(a4x24, [item('a', 20), item('b', 10)], 1);
    expect(pages).toHaveLength(2);
    expect(pages[0]?.labels).toHaveLength(24);
    expect(pages[1]?.labels).toHaveLength(6);
    expect(pages[0]?.labels.slice(0, 4).map((l) => [l.position, l.left, l.top])).toEqual([
      [1, 0, 0.5],
      [2, 70, 0.5],
      [3, 140, 0.5],
      [4, 0, 37.5],
    ]);
    expect(pages[0]?.labels[23]).toMatchObject({ position: 24, left: 140, top: 259.5 });
    expect(pages[1]?.labels[0]).toMatchObject({ position: 1, left: 0, top: 0.5, item: { key: 'b' } });
  });

  it('starts a partly used sheet at the first free position, and counts the sheets with it', () => {
    // 40 a sheet, the first 37 used: 3 labels there, then 2 on a new sheet.
    const pages = placeLabels(a4x40, [item('a', 5)], 38);
    expect(pages.map((p) => p.labels.map((l) => l.position))).toEqual([
      [38, 39, 40],
      [1, 2],
    ]);
    expect(pages[0]?.labels[0]).toMatchObject({ left: 52.5, top: 267.3 });
    expect(jobSize(a4x40, [item('a', 5)], 38)).toEqual({ labels: 5, pages: 2 });
    expect(jobSize(a4x40, [item('a', 3)], 38)).toEqual({ labels: 3, pages: 1 });
    expect(jobSize(a4x40, [item('a', 40)], 1)).toEqual({ labels: 40, pages: 1 });
    expect(jobSize(a4x40, [item('a', 41)], 1)).toEqual({ labels: 41, pages: 2 });
  });

  it('prints one label a page on a roll, whatever start is asked', () => {
    const pages = placeLabels(roll, [item('a', 2), item('b', 1)], 9);
    expect(pages.map((p) => p.labels.map((l) => [l.item.key, l.position, l.left, l.top]))).toEqual([
      [['a', 1, 0, 0]],
      [['a', 1, 0, 0]],
      [['b', 1, 0, 0]],
    ]);
    expect(jobSize(roll, [item('a', 2), item('b', 1)], 9)).toEqual({ labels: 3, pages: 3 });
  });

  it('leaves out items with no copies, no barcode or no price', () => {
    const items = [
      item('a', 0),
      item('b', 2, { barcodeError: 'no' }),
      item('c', 2, { priceInclTax: null, priceError: 'no' }),
      item('d', 2),
    ];
    expect(expandCopies(items).map((i) => i.key)).toEqual(['d', 'd']);
    expect(placeLabels(a4x24, [item('a', 0)], 1)).toEqual([]);
    expect(jobSize(a4x24, [], 5)).toEqual({ labels: 0, pages: 0 });
  });

  it('keeps the start within the sheet', () => {
    expect(clampStart(a4x24, 0)).toBe(1);
    expect(clampStart(a4x24, 25)).toBe(24);
    expect(clampStart(a4x24, 7.9)).toBe(7);
    expect(clampStart(a4x24, Number.NaN)).toBe(1);
    expect(clampStart(roll, 5)).toBe(1);
  });

  it('places the last label of a 4 × 10 sheet flush with the sheet’s corner', () => {
    expect(positionCorner(a4x40, 40)).toEqual({ left: 157.5, top: 267.3 });
  });

  it('asks the browser for the layout’s page with no margin', () => {
    expect(labelPageCss(roll)).toBe('@media print { @page { size: 58mm 40mm; margin: 0; } }');
    expect(labelPageCss(a4x24)).toBe('@media print { @page { size: 210mm 297mm; margin: 0; } }');
  });
});
