import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MSG } from '@tillwise/domain';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { choose, field, messageAt } from '../../../test/fields';
import { company, listAnswer } from '../../../test/organisation-fixtures';
import { renderAt } from '../../../test/render';
import { AddVendorModal } from './add-vendor-modal';

describe('Add New Vendor on the order screen', { timeout: 20_000 }, () => {
  it('keeps the vendor rules and tells the order screen when a vendor was added', async () => {
    fakeApi({
      'GET /api/company/': () => listAnswer([company(4, 'Green Farms', 'VENDOR')]),
      'POST /api/create/user/': () => ({ status: 201, body: {} }),
    });
    const onAdded = vi.fn();
    const onClose = vi.fn();
    renderAt(<AddVendorModal opened onClose={onClose} onAdded={onAdded} />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^First Name/), 'Asim{Enter}');
    expect(messageAt(/^Contact Number/)).toContain(MSG.numberRequired);
    await user.type(field(/^Contact Number/), '03009876543');
    await choose(/^Vendor Company/, 'Green Farms');
    await user.click(screen.getByRole('button', { name: 'Add Vendor' }));
    await waitFor(() => expect(onAdded).toHaveBeenCalled());
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('asks for a vendor company first when there is none', async () => {
    fakeApi({ 'GET /api/company/': () => listAnswer([]) });
    renderAt(<AddVendorModal opened onClose={() => {}} onAdded={() => {}} />);
    await screen.findByLabelText(/^Contact Number/);
    expect(messageAt(/^Vendor Company/)).toContain(MSG.vendorCompanyRequired);
  });
});
