import { describe, expect, it } from 'vitest';
import { ApiError, createApiClient, unwrapEnvelope } from './client';

describe('unwrapEnvelope', () => {
  it('returns camelCased data for a 200 envelope', () => {
    expect(unwrapEnvelope(200, { status: 200, data: { page_size: 10 } })).toEqual({ pageSize: 10 });
  });

  it('raises the catalogue status and message key of an error body', () => {
    const body = {
      status: 425,
      message_key: 'api.error.425',
      message: 'Locked',
      errors: { email: 'x' },
    };
    try {
      unwrapEnvelope(403, body);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({
        status: 425,
        messageKey: 'api.error.425',
        errors: { email: 'x' },
      });
    }
  });

  it('falls back to the HTTP status when the body is not an envelope', () => {
    expect(() => unwrapEnvelope(502, null)).toThrow(expect.objectContaining({ status: 502 }));
  });
});

describe('createApiClient', () => {
  it('sends snake_case query and body with the access token', async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    const fetchImpl = (async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response(JSON.stringify({ status: 200, data: { ok_flag: true } }));
    }) as typeof fetch;
    const api = createApiClient({ apiBase: '/api/v1/', getAccessToken: () => 'tok', fetchImpl });
    const data = await api('POST', '/content/search', {
      query: { pageSize: 10, sortField: undefined },
      body: { searchRequests: [] },
    });
    expect(data).toEqual({ okFlag: true });
    expect(calls[0].url).toBe('/api/v1/content/search?page_size=10');
    expect(calls[0].init.body).toBe('{"search_requests":[]}');
    expect((calls[0].init.headers as Record<string, string>)['X-Access-Token']).toBe('tok');
  });
});

describe('createApiClient tenant and 401 handling', () => {
  const answer = (status: number, body: unknown) =>
    (async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch;

  it('adds the tenant query to every call', async () => {
    const urls: string[] = [];
    const fetchImpl = (async (url: string) => {
      urls.push(url);
      return new Response('{"status":200,"data":null}');
    }) as typeof fetch;
    const api = createApiClient({ apiBase: '/api/v1', tenantQuery: { path: 'sakura' }, fetchImpl });
    await api('GET', '/auth/info', { query: { servicePath: 'sakura' } });
    expect(urls).toEqual(['/api/v1/auth/info?path=sakura&service_path=sakura']);
  });

  it('reports a 401 before raising it, and nothing else', async () => {
    const seen: number[] = [];
    const onUnauthorized = (error: ApiError) => seen.push(error.status);
    const unauthorized = createApiClient({
      apiBase: '/api/v1',
      onUnauthorized,
      fetchImpl: answer(401, { status: 401, message_key: 'api.error.401', message: 'No' }),
    });
    await expect(unauthorized('GET', '/user/detail/1')).rejects.toMatchObject({ status: 401 });
    const locked = createApiClient({
      apiBase: '/api/v1',
      onUnauthorized,
      fetchImpl: answer(400, { status: 425, message_key: 'api.error.425', message: 'Locked' }),
    });
    await expect(locked('POST', '/auth/login')).rejects.toMatchObject({ status: 425 });
    expect(seen).toEqual([401]);
  });
});
