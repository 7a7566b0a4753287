import { isApiError } from '../../lib/api-error';
import { getNetworkOnline, setNetworkOnline } from '../../lib/network-status';
import { findProducts, type ProductLookupBy } from '../../lib/orders-api';
import { searchLocalCatalogue } from '../../offline/local-catalogue';
import { toChoices, type VariantChoice } from './variant-choices';

export interface SaleProducts {
  choices: VariantChoice[];
  /** Products matching in all (the local search shows the first ones of a long list). */
  total: number;
  /** Found in the till's own catalogue (offline). */
  local: boolean;
}

/**
 * The entry row's product lookup: the server's `product/` while online, the till's local
 * catalogue (barcode exact, name by substring, every match) when offline or when the request
 * gets no answer, with no visible delay.
 */
export async function findSaleProducts(by: ProductLookupBy, text: string): Promise<SaleProducts> {
  if (getNetworkOnline()) {
    try {
      const products = await findProducts(by, text);
      return { choices: toChoices(products), total: products.length, local: false };
    } catch (error) {
      if (!isApiError(error) || error.status !== 0) throw error;
      setNetworkOnline(false);
    }
  }
  const found = await searchLocalCatalogue(by, text);
  return { choices: toChoices(found.products), total: found.total, local: true };
}
