import type { OrderWire, UserWire } from '@tillwise/domain';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import type { Translate } from '../../i18n/use-t';
import en from '../../locales/en.json';
import ur from '../../locales/ur.json';
import { demoUser } from '../../test/fake-api';
import { company } from '../../test/organisation-fixtures';
import { billHeading } from './order-bill';

const me = { ...demoUser('ADMIN', 'STORE'), id: 1 };
const farm = {
  ...demoUser('VENDOR', 'VENDOR', 'Tariq'),
  id: 9,
  company: company(5, 'Green Farms', 'VENDOR'),
};
const order = (buyer: number, status: OrderWire['status']) => ({ buyer, status }) as OrderWire;
const translate = (locale: string, messages: Record<string, string>): Translate => {
  const intl = createIntl({ locale, messages });
  return (key, values) => intl.formatMessage({ id: key }, values);
};

describe('the internal order bill heading', () => {
  it('calls my purchase a Purchase from its seller, and my sale a Sales Invoice to its buyer', () => {
    expect(billHeading(order(1, 'COMPLETE'), me, farm as UserWire, translate('en', en))).toEqual({
      title: 'Purchase',
      party: { label: 'Seller', name: 'Green Farms' },
    });
    expect(billHeading(order(9, 'RETURNED'), me, null, translate('en', en))).toEqual({
      title: 'Sales Invoice (Return)',
      party: null,
    });
  });

  it('is printed in Urdu when Urdu is chosen', () => {
    expect(billHeading(order(1, 'COMPLETE'), me, farm as UserWire, translate('ur', ur))).toEqual({
      title: 'خریداری کا بل',
      party: { label: 'بیچنے والا', name: 'Green Farms' },
    });
  });
});
