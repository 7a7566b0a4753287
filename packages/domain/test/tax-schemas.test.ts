import { describe, expect, it } from 'vitest';
import { TAX_MSG } from '../src/tax.js';
import { CreateTaxCategoryBody, UpdateTaxCategoryBody } from '../src/tax-schemas.js';

const issues = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => result.error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

describe('the tax category bodies’ default mark (docs/domain/tax.md)', () => {
  it('a new category is not the default unless it says so; form text is read too', () => {
    expect(CreateTaxCategoryBody.parse({ name: 'Standard rate' }).is_default).toBe(false);
    expect(CreateTaxCategoryBody.parse({ name: 'Standard rate', is_default: 'true' }).is_default).toBe(true);
    expect(UpdateTaxCategoryBody.parse({}).is_default).toBeUndefined();
    expect(UpdateTaxCategoryBody.parse({ is_default: false }).is_default).toBe(false);
  });

  it('a retired category cannot be the default', () => {
    expect(
      issues(CreateTaxCategoryBody.safeParse({ name: 'Old', is_active: false, is_default: true })),
    ).toEqual([['is_default', TAX_MSG.defaultInactive]]);
    expect(issues(UpdateTaxCategoryBody.safeParse({ is_active: 'false', is_default: 'true' }))).toEqual([
      ['is_default', TAX_MSG.defaultInactive],
    ]);
    expect(UpdateTaxCategoryBody.safeParse({ is_active: false, is_default: false }).success).toBe(true);
  });
});
