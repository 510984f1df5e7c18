import type { GatewayCharge } from '../gateway';

const yen = (amount: number) => `¥${amount.toLocaleString('ja-JP')}`;

/** The issuer's challenge, as a local page: the tester approves or fails it. */
export function challengePage(charge: GatewayCharge): string {
  return page(
    '3-D Secure',
    `<p>Sandbox 3-D Secure challenge for ${yen(charge.amount)}.</p>
<form method="post"><button name="outcome" value="approve" type="submit">Complete authentication</button></form>
<form method="post"><button name="outcome" value="fail" type="submit">Fail authentication</button></form>`,
  );
}

export function resultPage(charge: GatewayCharge): string {
  return page('Sandbox payment', `<p id="status">${charge.status}</p>`);
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body><h1>${title}</h1>${body}</body></html>`;
}
