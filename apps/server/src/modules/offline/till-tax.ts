import type { Executor } from '@tillwise/db';
import { D, type TillTaxWire } from '@tillwise/domain';
import { sql } from 'drizzle-orm';
import { tillScaleLayoutOf } from '../tax/scale.js';

/**
 * What a till taxes a sale with (docs/domain/tax.md, "At the counter"): the company's settings as
 * the sale's plan reads them (functions/07-tax.sql `company_tax_json`), the business block its
 * receipts print (its own name, address and POS registration number; the NTN, STRN and tax office
 * of the registration it reports under, `tax_registration_of`) and every tax category of its
 * catalogue group with its dated rates, as `tax_category_json` gives a sale's plan one (active or
 * not: a product in a retired category is still taxed by it).
 */
export async function tillTax(db: Executor, companyId: number, groupId: number): Promise<TillTaxWire> {
  const result = await db.execute(sql`
    select t.policy::text as policy, c.company_name, c.address,
      coalesce(rs.tax_office, '') as tax_office, coalesce(s.pos_registration, '') as pos_registration,
      coalesce((
        select json_agg(json_build_object('id', k.id, 'name', k.name, 'treatment', k.treatment,
            'third_schedule', k.third_schedule, 'is_active', k.is_active,
            'rates', coalesce((select json_agg(json_build_object('rate', r.rate::text, 'valid_from', r.valid_from::text)
              order by r.valid_from) from tax_rates r where r.category_id = k.id), '[]'::json))
          order by lower(k.name), k.id)
        from tax_categories k where k.group_id = ${groupId}
      ), '[]'::json)::text as categories
    from companies c
    cross join lateral (select company_tax_json(c.id) as policy) t
    left join company_tax_settings s on s.company_id = c.id
    left join company_tax_settings rs on rs.company_id = tax_registration_of(c.id)
    where c.id = ${companyId}
  `);
  const [row] = (
    result as unknown as {
      rows: {
        policy: string;
        company_name: string;
        address: string;
        tax_office: string;
        pos_registration: string;
        categories: string;
      }[];
    }
  ).rows;
  if (!row) throw new Error(`tillTax: no company ${companyId}`);
  const policy = JSON.parse(row.policy) as {
    chargesTax: boolean;
    pricesIncludeTax: boolean;
    decimals: number;
    serviceFee: string;
    furtherTaxRate: string;
    ntn: string;
    strn: string;
  };
  return {
    charges_tax: policy.chargesTax,
    prices_include_tax: policy.pricesIncludeTax,
    // Decimals as the wire gives them, 4 places (a company never set up has the bare defaults).
    service_fee: new D(policy.serviceFee).toFixed(4),
    further_tax_rate: new D(policy.furtherTaxRate).toFixed(4),
    tax_decimals: policy.decimals,
    registration: {
      business_name: row.company_name,
      address: row.address,
      ntn: policy.ntn,
      strn: policy.strn,
      tax_office: row.tax_office,
      pos_registration: row.pos_registration,
    },
    categories: JSON.parse(row.categories) as TillTaxWire['categories'],
    // The scale labels its counter reads (docs/domain/units.md), offline too: null when off.
    scale_layout: await tillScaleLayoutOf(db, companyId),
  };
}
