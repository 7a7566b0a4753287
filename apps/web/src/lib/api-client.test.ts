import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, isConnectionWorking } from './api-client';
import { describeApiError } from './api-error';
import { clearToken, setToken } from './token-store';

function answer(status: number, body: unknown) {
  const mock = vi.fn(async () => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', mock);
  return mock;
}

afterEach(() => {
  clearToken();
  vi.unstubAllGlobals();
});

describe('apiRequest', () => {
  it('sends the stored token with the lowercase "token" keyword and a JSON content type', async () => {
    setToken('abc');
    const fetchMock = answer(200, { count: 0, next: null, previous: null, results: [] });

    const result = await apiRequest('GET', 'type/', { query: { page: 2, search: '' } });

    expect(result.ok).toBe(true);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/type/?page=2&search=');
    const headers = new Headers(init.headers);
    expect(headers.get('Authorization')).toBe('token abc');
    expect(headers.get('Content-Type')).toBe('application/json');
  });

  it('sends no Authorization header for sign-in', async () => {
    setToken('abc');
    const fetchMock = answer(200, { token: 'x' });
    await apiRequest('POST', 'obtain-jwt/', { body: { username: 'a', password: 'b' }, anonymous: true });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(new Headers(init.headers).has('Authorization')).toBe(false);
    expect(init.body).toBe('{"username":"a","password":"b"}');
  });

  it('sends a FormData as multipart, leaving the Content-Type and its boundary to the browser', async () => {
    setToken('abc');
    const fetchMock = answer(200, { image_url: '/media/logo.png' });
    const form = new FormData();
    form.append('image_url', new Blob(['png'], { type: 'image/png' }), 'logo.png');

    await apiRequest('PATCH', 'update-company-logo/', { body: form });

    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.body).toBe(form);
    const headers = new Headers(init.headers);
    expect(headers.has('Content-Type')).toBe(false);
    expect(headers.get('Authorization')).toBe('token abc');
  });

  it('returns a DRF error as an ApiError with status and body instead of throwing', async () => {
    answer(400, { username: ['This field may not be blank.'], non_field_errors: ['Nope.'] });
    const result = await apiRequest('POST', 'create/user/', { body: {} });

    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.status).toBe(400);
    expect(result.error.fieldErrors('username')).toEqual(['This field may not be blank.']);
    expect(describeApiError(result.error)).toBe('Nope.');
  });

  it('reports an unreachable server as status 0 "Network Error"', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const result = await apiRequest('GET', 'user-data/');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.status).toBe(0);
    expect(describeApiError(result.error)).toBe('Network Error');
  });
});

describe('isConnectionWorking', () => {
  it('counts any HTTP answer as online and only a network failure as offline', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response(null, { status: 503 })));
    expect(await isConnectionWorking()).toBe(true);

    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    expect(await isConnectionWorking()).toBe(false);
  });
});
