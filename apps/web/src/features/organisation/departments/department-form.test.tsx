import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MSG } from '@tillwise/domain';
import { describe, expect, it } from 'vitest';
import { demoUser, fakeApi } from '../../../test/fake-api';
import { field, messageAt, optionNames } from '../../../test/fields';
import { company, typeListsAnswer } from '../../../test/organisation-fixtures';
import { renderRoutes } from '../../../test/render';
import { AddDepartmentPage } from './add-department-page';
import { EditDepartmentPage } from './edit-department-page';

function renderAdd(create = () => ({ status: 201, body: {} })) {
  const api = fakeApi({ 'GET /api/type/': typeListsAnswer, 'POST /api/company/': create });
  const view = renderRoutes(
    [
      { path: '/department/create', element: <AddDepartmentPage me={demoUser('ADMIN', 'STORE')} /> },
      { path: '/departments', element: <p>departments list</p> },
    ],
    '/department/create',
  );
  return { api, ...view };
}

describe('Department form', { timeout: 20_000 }, () => {
  it('asks for a name, checks the phone, and keeps Add disabled while invalid', async () => {
    const { api } = renderAdd();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Name/), '{Enter}');
    expect(messageAt(/^Name/)).toBe(MSG.nameRequired);
    expect(screen.getByRole('button', { name: 'Add Department' })).toHaveProperty('disabled', true);

    await user.type(field(/^Contact Number/), '12-34');
    expect(messageAt(/^Contact Number/)).toBe(MSG.phoneInvalid);
    expect(api.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('defaults the type to Factory and never offers Parent', async () => {
    renderAdd();
    await screen.findByLabelText(/^Name/);
    expect(field(/^Type/)).toHaveProperty('value', 'Factory');
    expect(await optionNames(/^Type/)).toEqual(['Store', 'Retail', 'Vendor', 'Factory']);
  });

  it('sends the department with the parent of spec 4.8, then goes to the list', async () => {
    const { api, router } = renderAdd();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Name/), 'Bakery Two');
    await user.type(field(/^Contact Number/), '0423-5300201{Enter}');

    await waitFor(() => expect(router.state.location.pathname).toBe('/departments'));
    const post = api.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      company_name: 'Bakery Two',
      company_type: 'FACTORY',
      address: '',
      contact_number: '0423-5300201',
      parent: 1, // the store's own parent: a store is not the PARENT
    });
  });

  it('shows the name read-only to an admin who is not the super admin', async () => {
    fakeApi({
      'GET /api/type/': typeListsAnswer,
      'GET /api/company/5/': () => ({ status: 200, body: company(5, 'Bakery Plant', 'FACTORY') }),
    });
    renderRoutes(
      [
        {
          path: '/department/edit/:companyId',
          element: <EditDepartmentPage me={demoUser('ADMIN', 'STORE')} />,
        },
      ],
      '/department/edit/5',
    );
    const name = await screen.findByLabelText(/^Name/);
    expect(name).toHaveProperty('readOnly', true);
    expect(messageAt(/^Name/)).toBe('Only a super admin can change the company name.');
  });
});
