import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  barcodeError,
  batchErrors,
  CATALOG_MSG,
  decimalError,
  displayQuantity,
  priceError,
  productErrors,
  productNameError,
  quantityError,
  salePriceError,
  variantErrors,
  variantLabel,
} from '../src/index.js';

const variant = (overrides: Partial<Parameters<typeof variantErrors>[0]> = {}) => ({
  color: 'White',
  size: '1L',
  price: '80',
  sale_price: '100',
  description: '',
  ...overrides,
});

describe('product rules (spec 5.3)', () => {
  it('requires a name of at most 50 characters', () => {
    expect(productNameError('')).toBe(CATALOG_MSG.nameRequired);
    expect(productNameError('   ')).toBe(CATALOG_MSG.nameRequired);
    expect(productNameError('a'.repeat(51))).toBe('Ensure this field has no more than 50 characters.');
    expect(productNameError('a'.repeat(50))).toBeNull();
  });

  it('requires a barcode of at most 48 characters', () => {
    expect(barcodeError('')).toBe(CATALOG_MSG.barcodeRequired);
    expect(barcodeError('8'.repeat(49))).toBe('Ensure this field has no more than 48 characters.');
    expect(barcodeError('8964000123456')).toBeNull();
  });

  it('requires at least one variant; unit and category are optional', () => {
    expect(productErrors({ name: 'Milk 1L', bar_code: '896', variantCount: 0 })).toEqual({
      product_variant: CATALOG_MSG.variantRequired,
    });
    expect(productErrors({ name: '', bar_code: '', variantCount: 1 })).toEqual({
      name: CATALOG_MSG.nameRequired,
      bar_code: CATALOG_MSG.barcodeRequired,
    });
  });

  it('requires a price above zero, and only numbers', () => {
    expect(priceError('')).toBe(CATALOG_MSG.priceRequired);
    expect(priceError(undefined)).toBe(CATALOG_MSG.priceRequired);
    expect(priceError('0')).toBe(CATALOG_MSG.priceNotPositive);
    expect(priceError('-5')).toBe(CATALOG_MSG.priceNotPositive);
    expect(priceError('12a')).toBe(CATALOG_MSG.numbersOnly);
    expect(priceError(80)).toBeNull();
    expect(priceError('80.5')).toBeNull();
  });

  it('leaves the sale price unvalidated but for being a number that is not negative', () => {
    expect(salePriceError('')).toBeNull();
    expect(salePriceError('0')).toBeNull();
    expect(salePriceError('-1')).toBe(CATALOG_MSG.notNegative);
    expect(salePriceError('abc')).toBe(CATALOG_MSG.numbersOnly);
  });

  it('limits colour and size to 20 and the description to 250 characters', () => {
    expect(variantErrors(variant())).toEqual({});
    expect(variantErrors(variant({ color: 'c'.repeat(21), size: 's'.repeat(21) }))).toEqual({
      color: 'Ensure this field has no more than 20 characters.',
      size: 'Ensure this field has no more than 20 characters.',
    });
    expect(variantErrors(variant({ description: 'd'.repeat(251), price: '' }))).toEqual({
      description: 'Ensure this field has no more than 250 characters.',
      price: CATALOG_MSG.priceRequired,
    });
  });

  it('keeps decimals within numeric(14,4)', () => {
    const rule = { required: null, positive: null };
    expect(decimalError('1.12345', rule)).toBe(CATALOG_MSG.tooManyDecimals);
    expect(decimalError('12345678901', rule)).toBe(CATALOG_MSG.tooManyDigits);
    expect(decimalError('1234567890.1234', rule)).toBeNull();
  });

  it('accepts every positive decimal of at most 4 places as a price', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 99_999_999_999_999 }), (units) => {
        const text = `${Math.floor(units / 10_000)}.${String(units % 10_000).padStart(4, '0')}`;
        expect(priceError(text)).toBeNull();
      }),
    );
  });
});

describe('batch rules (spec 5.4)', () => {
  const batch = {
    product_variant: 3,
    quantity: '10',
    manufacturing_date: '2026-01-01',
    expiry_date: '2026-03-01',
  };

  it('passes a complete batch', () => {
    expect(batchErrors(batch)).toEqual({});
  });

  it('requires a variant, a quantity above zero and both dates', () => {
    expect(
      batchErrors({ product_variant: null, quantity: '', manufacturing_date: '', expiry_date: '' }),
    ).toEqual({
      product_variant: CATALOG_MSG.batchVariantRequired,
      quantity: CATALOG_MSG.quantityRequired,
      manufacturing_date: CATALOG_MSG.batchDatesRequired,
      expiry_date: CATALOG_MSG.batchDatesRequired,
    });
    expect(quantityError('x')).toBe(CATALOG_MSG.numbersOnly);
    expect(quantityError('0')).toBe(CATALOG_MSG.quantityNotPositive);
    expect(quantityError('0.0001')).toBeNull();
  });

  it('refuses an expiry before manufacture, and accepts the same day and unpadded dates', () => {
    expect(batchErrors({ ...batch, expiry_date: '2025-12-31' })).toEqual({
      expiry_date: CATALOG_MSG.expiryBeforeManufacture,
    });
    expect(batchErrors({ ...batch, expiry_date: '2026-01-01' })).toEqual({});
    expect(batchErrors({ ...batch, manufacturing_date: '2026-1-1', expiry_date: '2026-3-1' })).toEqual({});
    expect(batchErrors({ ...batch, expiry_date: '2026-02-30' })).toEqual({
      expiry_date: CATALOG_MSG.dateInvalid,
    });
  });
});

describe('catalogue display', () => {
  it('reads quantities without trailing zeros and names variants', () => {
    expect(displayQuantity('12.5000')).toBe('12.5');
    expect(displayQuantity('10.0000')).toBe('10');
    expect(displayQuantity('7')).toBe('7');
    expect(variantLabel({ color: 'White', size: '1L' })).toBe('White 1L');
    expect(variantLabel({ color: '', size: ' ' })).toBe('Standard');
  });
});
