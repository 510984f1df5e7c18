import { apiUrl, httpClient } from '../../providers/httpClient';

const post = (path: string) => httpClient(`${apiUrl}/${path}`, { method: 'POST', body: '{}' });

/** A new signing secret for the endpoint: the answer is the only time it is shown. */
export const rotateSecret = async (id: string): Promise<string> => {
  const { json } = await post(`webhook-endpoints/${encodeURIComponent(id)}/rotate-secret`);
  return String((json as { secret: string }).secret);
};

/** Sends the delivery's event to its endpoint again, as a delivery of its own. */
export const replayDelivery = (id: string) =>
  post(`webhook-deliveries/${encodeURIComponent(id)}/replay`);
