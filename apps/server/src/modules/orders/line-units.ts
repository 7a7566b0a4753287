import { baseQuantity, type Dec, invalidPkMessage, UNIT_MSG, wholeBaseError } from '@tillwise/domain';
import { validationError } from '../../lib/errors.js';
import type { OrderContext } from './context.js';
import type { PlannedUnit } from './plan.js';

/*
 * The trade unit of an order line (docs/domain/units.md), the same for a sale, a refund and an
 * internal order: the unit must be the line's product's and not retired, and the base quantity
 * (quantity × count) a whole number of pieces where the base unit is counted.
 */

/** A line's unit as planned, or undefined for the base unit; a bad one is a field error of `field`. */
export function plannedUnit(
  ctx: Pick<OrderContext, 'units'>,
  unitId: number | null | undefined,
  productId: number | undefined,
  quantity: Dec,
  field = 'order_item',
): PlannedUnit | undefined {
  if (unitId === null || unitId === undefined) return undefined;
  const unit = ctx.units?.get(unitId);
  if (!unit) throw validationError({ [field]: invalidPkMessage(unitId) });
  if (unit.productId !== productId) throw validationError({ [field]: UNIT_MSG.notOfProduct });
  if (unit.isRetired) throw validationError({ [field]: UNIT_MSG.retired });
  const fraction = wholeBaseError(
    baseQuantity(quantity.abs(), unit.count),
    unit.baseCountable,
    unit.baseName,
  );
  if (fraction) throw validationError({ [field]: fraction });
  return { id: unit.id, name: unit.name, count: unit.count };
}

/** The base quantity of a line in `unit` (the stock it moves), signed like `quantity`. */
export const baseOf = (quantity: Dec, unit: PlannedUnit | undefined): Dec =>
  baseQuantity(quantity, unit?.count);
