import { afterEach, describe, expect, it } from 'vitest';
import '../../../test/setup-dom';
import { demoUser, fakeApi, userData } from '../../../test/fake-api';
import { fetchCurrentUser } from './get-current-user';

describe('the signed-in user on a till that goes offline', () => {
  afterEach(() => window.localStorage.clear());

  it('keeps the company’s settings the receipt reads (its Urdu digits, issue 43) for a reload offline', async () => {
    const me = demoUser('SALES_STAFF', 'RETIAL');
    const withDigits = { ...me, company: me.company && { ...me.company, receipt_urdu_digits: true } };
    fakeApi({ 'GET /api/user-data/': userData(withDigits) });
    expect((await fetchCurrentUser('token-1')).company?.receipt_urdu_digits).toBe(true);

    // The network is gone: the same token gets the user last read, company settings and all.
    fakeApi({ 'GET /api/user-data/': () => Promise.reject(new TypeError('Failed to fetch')) });
    const offline = await fetchCurrentUser('token-1');
    expect(offline.company).toMatchObject({ id: 2, receipt_urdu_digits: true });
    // Another session's token gets nothing kept.
    await expect(fetchCurrentUser('token-2')).rejects.toBeTruthy();
  });
});
