import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { apiToken, createUser } from '../support/api';
import { chooseOption, confirm, fieldByLabel, selectByLabel } from '../support/forms';
import { signIn, signInWithForm } from '../support/session';

const PASSWORD = 'Till@2024';

async function signInFails(page: Page, username: string, password: string) {
  await page.goto('/login');
  await page.getByPlaceholder('Username').fill(username);
  await page.getByPlaceholder('Password').fill(password);
  await page.getByPlaceholder('Password').press('Enter');
  const modal = page.getByRole('dialog', { name: 'Error' });
  await expect(modal).toContainText('Unable to log in');
  await modal.getByRole('button', { name: 'Dismiss' }).click();
  await expect(page).toHaveURL('/login');
}

async function companyId(request: APIRequestContext, name: string): Promise<number> {
  const token = await apiToken(request, 'storeadmin');
  const response = await request.get('/api/company/', {
    params: { search: name },
    headers: { authorization: `token ${token}` },
  });
  const { results } = (await response.json()) as { results: { id: number; company_name: string }[] };
  const company = results.find((c) => c.company_name === name);
  if (!company) throw new Error(`no company ${name}`);
  return company.id;
}

test.describe('users', () => {
  test('an admin adds a sales user with a password, who signs in until deactivated', async ({
    page,
    browser,
    baseURL,
  }) => {
    await signIn(page, 'storeadmin');
    await page.getByRole('link', { name: 'USERS' }).click();
    await expect(page.getByRole('heading', { name: 'Users' })).toBeVisible();
    await page.getByRole('link', { name: 'Add User' }).click();
    await expect(page).toHaveURL('/user/create');

    await fieldByLabel(page, 'User Name').fill('newcashier');
    await fieldByLabel(page, 'First Name').fill('Nadia');
    await fieldByLabel(page, 'Last Name').fill('Aslam');
    await fieldByLabel(page, 'Contact Number').fill('03009998877');
    await expect(selectByLabel(page, 'Role')).toHaveValue('Sales staff');
    await chooseOption(page, 'Company', 'Central Store');
    await fieldByLabel(page, 'Password$').fill(PASSWORD);
    await fieldByLabel(page, 'Confirm Password').fill(PASSWORD);
    await fieldByLabel(page, 'Confirm Password').press('Enter');

    await expect(page).toHaveURL('/users');
    const row = page.getByRole('row', { name: /newcashier/ });
    await expect(row).toContainText('Nadia Aslam');
    await expect(row).toContainText('Sales staff');
    await expect(row).toContainText('Central Store');

    // The new user signs in, in a browser of their own.
    const theirs = await browser.newPage({ baseURL });
    await signInWithForm(theirs, 'newcashier', PASSWORD);
    await expect(theirs).toHaveURL('/');

    // The admin switches them off, after a confirmation naming them.
    await row.getByRole('button', { name: 'Deactivate Nadia Aslam' }).click();
    await expect(page.getByRole('dialog')).toContainText('Deactivate Nadia Aslam (newcashier)?');
    await confirm(page, 'Deactivate');
    await expect(row).toContainText('Inactive');

    // Their open session ends, and the next sign-in is refused.
    await theirs.reload();
    await expect(theirs).toHaveURL('/login');
    await signInFails(theirs, 'newcashier', PASSWORD);
    await theirs.close();
  });

  test('an admin sets a password, and a user changes their own from the dropdown', async ({
    page,
    browser,
    baseURL,
    request,
  }) => {
    // Like the users of the original client, this one arrives with no password at all.
    await createUser(request, 'storeadmin', {
      username: 'nopassword',
      first_name: 'Omar',
      last_name: 'Butt',
      contact_number: '03007776655',
      user_type: 'SALES_STAFF',
      company: await companyId(request, 'Central Store'),
    });
    await signIn(page, 'storeadmin', '/users?search=nopassword');
    const row = page.getByRole('row', { name: /nopassword/ });
    await row.getByRole('button', { name: 'Set password of Omar Butt' }).click();
    const dialog = page.getByRole('dialog', { name: 'Set password' });
    await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill('Reset@2024');
    await dialog.getByRole('textbox', { name: 'Confirm Password' }).fill('Reset@2024');
    await dialog.getByRole('textbox', { name: 'Confirm Password' }).press('Enter');
    await expect(dialog).toContainText('The password of Omar Butt (nopassword) has been set.');

    const theirs = await browser.newPage({ baseURL });
    await signInWithForm(theirs, 'nopassword', 'Reset@2024');
    await theirs.getByRole('button', { name: 'Omar Butt' }).click();
    await theirs.getByRole('menuitem', { name: 'Change password' }).click();
    await expect(theirs).toHaveURL('/change-password');
    await theirs.getByRole('textbox', { name: 'Current Password' }).fill('Reset@2024');
    await theirs.getByRole('textbox', { name: 'New Password' }).fill('Mine@2024');
    await theirs.getByRole('textbox', { name: 'Confirm Password' }).fill('Mine@2024');
    await theirs.getByRole('textbox', { name: 'Confirm Password' }).press('Enter');
    await expect(theirs.getByText('Your password has been changed.')).toBeVisible();

    // This session carries on under its new token; a new sign-in takes the new password only.
    await theirs.reload();
    await expect(theirs.getByTestId('main-menu')).toBeVisible();
    await theirs.close();
    const again = await browser.newPage({ baseURL });
    await signInFails(again, 'nopassword', 'Reset@2024');
    await signInWithForm(again, 'nopassword', 'Mine@2024');
    await again.close();
  });
});
