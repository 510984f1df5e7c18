import type { CardFields } from './cardFields';

/**
 * Spec 001 §7 "card tokenisation": the browser posts the card to the gateway's token endpoint
 * itself (the sandbox's, served beside the app), so the number never reaches our server.
 * A refusal is null (the caller shows api.error.841).
 */
export async function tokenise(card: CardFields, lang: string): Promise<string | null> {
  const response = await fetch(`${window.location.origin}/sandbox-gateway/v1/tokens`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      card_number: card.cardNumber.replace(/[\s-]/g, ''),
      card_expire: card.cardExpire.trim(),
      security_code: card.securityCode,
      holder_name: card.holderName || undefined,
      lang,
    }),
  });
  const body = (await response.json().catch(() => null)) as {
    status?: string;
    token?: string;
  } | null;
  return body?.status === 'success' && body.token ? body.token : null;
}
