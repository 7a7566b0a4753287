// TAX_AB=<rounds> (PostgreSQL, run.ts): the sale with sales tax charged and not (issue 38). On: every
// head office gets an 18% category, every product without a category is put in it, and every
// company charges tax with prices including it (so the bench's totals, computed without tax, still
// match); off: no company charges tax. Run through SQL_AB (statements split at `;;`).

export const TAX_ON = [
  `insert into tax_categories (group_id, name) select id, 'Bench standard rate' from companies where parent_id is null on conflict do nothing`,
  `insert into tax_rates (category_id, rate, valid_from) select id, 18, '2000-01-01' from tax_categories where name = 'Bench standard rate' on conflict do nothing`,
  `update products p set tax_category_id = c.id from tax_categories c where c.group_id = p.group_id and c.name = 'Bench standard rate' and p.tax_category_id is null`,
  `insert into company_tax_settings (company_id, charges_tax, prices_include_tax) select id, true, true from companies on conflict (company_id) do update set charges_tax = true, prices_include_tax = true`,
].join(';;');

export const TAX_OFF = 'update company_tax_settings set charges_tax = false';
