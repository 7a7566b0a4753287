-- Sales tax (docs/domain/tax.md): whose registration a company reports under, and the tax settings
-- a sale's plan reads (apps/server orders/context.ts, through order_context).

-- The company whose registration (NTN, STRN) a company reports under: itself, or for a branch that
-- shares its parent's registration, the nearest ancestor that does not share. Two companies of one
-- registration moving stock between them make no taxable supply.
-- PL/pgSQL, so its statement keeps its plan: as a SQL function its recursive query was planned again
-- on every sale (0.4 ms of planning against 0.02 of execution, docs/performance-log.md, issue 44).
CREATE OR REPLACE FUNCTION tax_registration_of(p_company integer) RETURNS integer
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (
    WITH RECURSIVE up(id, parent_id, shares, depth) AS (
      SELECT c.id, c.parent_id, coalesce(s.shares_parent_registration, false), 0
      FROM companies c LEFT JOIN company_tax_settings s ON s.company_id = c.id
      WHERE c.id = p_company
      UNION ALL
      SELECT c.id, c.parent_id, coalesce(s.shares_parent_registration, false), up.depth + 1
      FROM up JOIN companies c ON c.id = up.parent_id
      LEFT JOIN company_tax_settings s ON s.company_id = c.id
      WHERE up.shares AND up.depth < 32
    )
    SELECT id FROM up ORDER BY depth DESC LIMIT 1);
END;
$$;
--> statement-breakpoint

-- A company's tax settings as a plan reads them (packages/domain TaxPolicy, with its registration):
-- the defaults (no tax, prices including tax) when it has no row. Decimals as text. PL/pgSQL, so its
-- statement keeps its plan and the registration is looked up once (a SQL function here was planned
-- on every call of every sale, and looked the registration up three times).
CREATE OR REPLACE FUNCTION company_tax_json(p_company integer) RETURNS json
LANGUAGE plpgsql STABLE AS $$
DECLARE
  registration integer := tax_registration_of(p_company);
BEGIN
  RETURN (SELECT json_build_object(
    'chargesTax', coalesce(s.charges_tax, false),
    'pricesIncludeTax', coalesce(s.prices_include_tax, true),
    'decimals', coalesce(s.tax_decimals, 2),
    'serviceFee', coalesce(s.service_fee, 0)::text,
    'furtherTaxRate', coalesce(s.further_tax_rate, 0)::text,
    'registrationId', registration,
    'ntn', coalesce(rs.ntn, ''),
    'strn', coalesce(rs.strn, ''))
  FROM (SELECT) AS one
  LEFT JOIN company_tax_settings s ON s.company_id = p_company
  LEFT JOIN company_tax_settings rs ON rs.company_id = registration);
END;
$$;
--> statement-breakpoint

-- A tax category with its dated rates, as a plan (and the till's catalogue) reads it; NULL for none.
-- PL/pgSQL, so its statement keeps its plan (a SQL function here was planned on every sale).
CREATE OR REPLACE FUNCTION tax_category_json(p_category integer) RETURNS json
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (SELECT json_build_object('categoryId', c.id, 'treatment', c.treatment, 'thirdSchedule', c.third_schedule,
    'rates', coalesce((SELECT json_agg(json_build_object('rate', r.rate::text, 'validFrom', r.valid_from::text)
      ORDER BY r.valid_from) FROM tax_rates r WHERE r.category_id = c.id), '[]'::json))
  FROM tax_categories c WHERE c.id = p_category);
END;
$$;
