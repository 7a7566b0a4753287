import { TAX_MSG } from '@tillwise/domain';
import { describe, expect, it } from 'vitest';
import { categoryErrors, editErrors, newRateErrors, percentLabel, rateError } from './tax-category-rules';

const draft = {
  name: 'Standard rate',
  treatment: 'TAXABLE' as const,
  third_schedule: false,
  rate: '18',
  valid_from: '2023-02-14',
};

describe('tax category rules', () => {
  it('accepts a category with or without a first rate', () => {
    expect(categoryErrors(draft)).toEqual({});
    expect(categoryErrors({ ...draft, rate: '', valid_from: '' })).toEqual({});
  });

  it('asks for a name, a rate from 0 to 100 and a real date', () => {
    expect(categoryErrors({ ...draft, name: ' ', rate: '100.01', valid_from: '2023-02-30' })).toEqual({
      name: TAX_MSG.categoryName,
      rate: TAX_MSG.rateRange,
      valid_from: TAX_MSG.validFrom,
    });
    expect(categoryErrors({ ...draft, name: 'x'.repeat(61) }).name).toBe(TAX_MSG.categoryName);
    expect(rateError('-1', 'TAXABLE')).toBe(TAX_MSG.rateRange);
    expect(rateError('abc', 'TAXABLE')).toBe(TAX_MSG.rateRange);
    expect(rateError('17.5', 'TAXABLE')).toBeNull();
  });

  it('exempt and zero-rated goods take only 0, and are never Third Schedule', () => {
    expect(categoryErrors({ ...draft, treatment: 'EXEMPT', third_schedule: true })).toEqual({
      rate: TAX_MSG.exemptRate,
      third_schedule: TAX_MSG.thirdScheduleTaxable,
    });
    expect(newRateErrors({ rate: '0', valid_from: '2025-01-01' }, 'ZERO_RATED')).toEqual({});
    expect(newRateErrors({ rate: '5', valid_from: '' }, 'ZERO_RATED')).toEqual({
      rate: TAX_MSG.exemptRate,
      valid_from: TAX_MSG.validFrom,
    });
    expect(editErrors({ name: 'Exports', treatment: 'ZERO_RATED', third_schedule: true })).toEqual({
      third_schedule: TAX_MSG.thirdScheduleTaxable,
    });
    const standard = { name: 'Standard rate', treatment: 'TAXABLE' as const, third_schedule: false };
    expect(editErrors({ ...standard, is_active: false, is_default: true })).toEqual({
      is_default: TAX_MSG.defaultInactive,
    });
    expect(editErrors({ ...standard, is_active: true, is_default: true })).toEqual({});
  });

  it('shows rates as percents', () => {
    expect(percentLabel('18.0000')).toBe('18%');
    expect(percentLabel('17.5000')).toBe('17.5%');
    expect(percentLabel('0.0000')).toBe('0%');
    expect(percentLabel(null)).toBe('—');
  });
});
