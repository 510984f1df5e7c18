import type { CardTokenisation } from '@hondana/schemas/contracts';
import type { CardFields } from './cardFields';

/** A token, or the translation key of what was wrong with the card (api.error.841 if unknown). */
export type TokenResult = { token: string } | { problem: string };

const TOKEN_TIMEOUT_MS = 15_000;

/**
 * Spec 001 §7 "card tokenisation": the browser posts the card to the tenant's gateway's token
 * API itself (the sandbox's beside the app, VeriTrans4G's or GMO's), so the number never
 * reaches our server. Spec 001 §5: the expiry is split on '/' and GMO gets it as year then
 * month. The gateways' own codes become the card field messages (card-provider codes 100-902).
 */
export async function tokenise(
  config: CardTokenisation,
  card: CardFields,
  lang: string,
): Promise<TokenResult> {
  const number = card.cardNumber.replace(/[\s-]/g, '');
  const [month = '', year = ''] = card.cardExpire.trim().split('/');
  try {
    if (config.gateway === 'gmo') {
      const body = await post(config.tokenUrl, 'application/x-www-form-urlencoded', {
        shopId: config.shopId,
        cardno: number,
        expire: `${year}${month}`,
        securitycode: card.securityCode,
        ...(card.holderName && { holdername: card.holderName }),
      });
      const token = (body?.tokenObject as { token?: string[] } | undefined)?.token?.[0];
      return token ? { token } : { problem: gmoProblem(String(body?.resultCode ?? '')) };
    }
    const body = await post(config.tokenUrl, 'application/json', {
      card_number: number,
      card_expire: card.cardExpire.trim(),
      security_code: card.securityCode,
      ...(config.gateway === 'veritrans'
        ? { token_api_key: config.tokenApiKey }
        : { holder_name: card.holderName || undefined }),
      lang,
    });
    return body?.status === 'success' && typeof body.token === 'string'
      ? { token: body.token }
      : { problem: veritransProblem(String(body?.code ?? '')) };
  } catch {
    return { problem: 'api.error.841' };
  }
}

async function post(url: string, type: string, fields: Record<string, unknown>) {
  const body =
    type === 'application/json'
      ? JSON.stringify(fields)
      : new URLSearchParams(fields as Record<string, string>).toString();
  const response = await fetch(new URL(url, window.location.origin), {
    method: 'POST',
    headers: { 'Content-Type': type },
    body,
    signal: AbortSignal.timeout(TOKEN_TIMEOUT_MS),
  });
  return (await response.json().catch(() => null)) as Record<string, unknown> | null;
}

/** GMO's token result codes: 100s the number, 110s the expiry, 121 the code, 131 the holder. */
function gmoProblem(code: string): string {
  const n = Number(code);
  if (n >= 100 && n < 110) return 'card.invalidNumber';
  if (n >= 110 && n < 120) return 'card.invalidExpiry';
  if (n >= 120 && n < 130) return 'card.invalidCode';
  if (n >= 130 && n < 140) return 'card.holderTooLong';
  return 'api.error.841';
}

function veritransProblem(code: string): string {
  if (code.includes('card_number')) return 'card.invalidNumber';
  if (code.includes('card_expire')) return 'card.invalidExpiry';
  if (code.includes('security_code')) return 'card.invalidCode';
  return 'api.error.841';
}
