import { GatewayError } from './gateway';

export interface GatewayPost {
  url: string;
  body: string;
  contentType: string;
  timeoutMs: number;
}

/**
 * One request to a card gateway, bounded in time. What cannot tell us the outcome becomes a
 * GatewayError the purchase flow treats as "maybe charged, ask again": no answer in time
 * (`timeout`), no connection or a 5xx (`unavailable`). The body is never logged: it holds
 * card tokens, and a gateway's answer may echo them.
 */
export async function postToGateway({
  url,
  body,
  contentType,
  timeoutMs,
}: GatewayPost): Promise<Buffer> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': contentType, Accept: '*/*' },
      body,
      signal: AbortSignal.timeout(timeoutMs),
      redirect: 'error',
    });
  } catch (err) {
    const name = (err as { name?: string }).name;
    throw name === 'TimeoutError' || name === 'AbortError'
      ? new GatewayError('timeout', 'The payment service did not answer in time.')
      : new GatewayError('unavailable', 'The payment service could not be reached.');
  }
  let bytes: Buffer;
  try {
    bytes = Buffer.from(await response.arrayBuffer());
  } catch {
    // The connection dropped mid-answer: as unknown as a timeout.
    throw new GatewayError('timeout', 'The payment service dropped its answer.');
  }
  if (response.status >= 500) {
    throw new GatewayError('unavailable', `The payment service answered ${response.status}.`);
  }
  return bytes;
}
