import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type CompanyScaleSettingsWire, SCALE_MSG } from '@tillwise/domain';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { field } from '../../../test/fields';
import { renderAt } from '../../../test/render';
import { CompanyScaleSection } from './company-scale-section';

const stored: CompanyScaleSettingsWire = {
  company: 9,
  enabled: false,
  prefixes: ['20'],
  item_digits: 5,
  value: 'weight',
  decimals: 3,
};

describe('a department’s Scale labels section', { timeout: 20_000 }, () => {
  it('switches scale labels on with their prefixes and says they are saved', async () => {
    let sent: unknown;
    fakeApi({
      'GET /api/company/9/scale/': () => ({ status: 200, body: stored }),
      'PUT /api/company/9/scale/': (init) => {
        sent = JSON.parse(String(init?.body));
        return { status: 200, body: { ...stored, enabled: true, prefixes: ['21', '22'] } };
      },
    });
    renderAt(<CompanyScaleSection companyId={9} editable />);
    const user = userEvent.setup();
    await user.click(await screen.findByLabelText('The counter reads scale labels'));
    await user.clear(field(/^Prefixes/));
    await user.type(field(/^Prefixes/), '21, 22');
    expect(screen.getByTestId('scale-example').textContent).toBe(
      'Layout 2P IIIII WWWWW C: 2101234012505 is item 1234 weighing 1.25',
    );
    await user.click(screen.getByRole('button', { name: 'Save scale labels' }));
    expect(await screen.findByText('Scale labels saved.')).toBeTruthy();
    expect(sent).toEqual({
      enabled: true,
      prefixes: ['21', '22'],
      item_digits: 5,
      value: 'weight',
      decimals: 3,
    });
  });

  it('shows the server’s field error', async () => {
    fakeApi({
      'GET /api/company/9/scale/': () => ({ status: 200, body: stored }),
      'PUT /api/company/9/scale/': () => ({ status: 400, body: { prefixes: [SCALE_MSG.prefixes] } }),
    });
    renderAt(<CompanyScaleSection companyId={9} editable />);
    const user = userEvent.setup();
    await user.clear(await screen.findByLabelText(/^Prefixes/));
    await user.type(field(/^Prefixes/), '19');
    await user.click(screen.getByRole('button', { name: 'Save scale labels' }));
    expect(await screen.findByText(SCALE_MSG.prefixes)).toBeTruthy();
  });
});
