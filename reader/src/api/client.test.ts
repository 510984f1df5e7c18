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
