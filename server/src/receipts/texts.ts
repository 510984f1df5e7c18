export type ReceiptLanguage = 'ja' | 'en';

/**
 * What a receipt says, in its two languages. The qualified-invoice words (`qualifiedInvoice`,
 * `registrationNumber`) are used only when the tenant gave its registration number: without
 * it the document is a plain receipt and says nothing of qualified invoices.
 */
export const receiptTexts = {
  ja: {
    title: '領収書',
    qualifiedInvoice: '適格請求書',
    number: 'No.',
    paidOn: '取引日',
    issuedOn: '発行日',
    recipient: (name: string) => `${name} 様`,
    received: '領収金額（税込）',
    purpose: (plan: string) => `但し ${plan} 利用料として`,
    item: (plan: string, period: number) => `${plan}（第${period}期）`,
    discount: '割引',
    coupon: (code: string) => `割引（クーポン ${code}）`,
    subtotal: (rate: number) => `小計（${rate}%対象・税抜）`,
    tax: (rate: number) => `消費税（${rate}%）`,
    total: '合計（税込）',
    refund: (day: string, tax: string) => `返金 ${day}（うち消費税 ${tax}）`,
    otherRefunds: (tax: string) => `その他の返金（うち消費税 ${tax}）`,
    kept: '差引 領収金額（税込）',
    byRate: '税率別内訳',
    rateLine: (rate: number, amount: string, tax: string) =>
      `${rate}%対象 ${amount}（うち消費税 ${tax}）`,
    card: (brand: string, last4: string) =>
      `お支払い方法：クレジットカード（${brand} 末尾 ${last4}）`,
    cardUnknown: 'お支払い方法：クレジットカード',
    issuer: '発行者',
    registrationNumber: (number: string) => `登録番号 ${number}`,
    note: '上記の金額を正に領収いたしました。',
  },
  en: {
    title: 'Receipt',
    qualifiedInvoice: 'Qualified invoice (Japan)',
    number: 'Receipt no.',
    paidOn: 'Payment date',
    issuedOn: 'Issued on',
    recipient: (name: string) => `Received from ${name}`,
    received: 'Amount received (tax incl.)',
    purpose: (plan: string) => `For: ${plan} subscription`,
    item: (plan: string, period: number) => `${plan} (period ${period})`,
    discount: 'Discount',
    coupon: (code: string) => `Discount (coupon ${code})`,
    subtotal: (rate: number) => `Subtotal (${rate}% rate, excl. tax)`,
    tax: (rate: number) => `Consumption tax (${rate}%)`,
    total: 'Total (tax incl.)',
    refund: (day: string, tax: string) => `Refund ${day} (tax ${tax})`,
    otherRefunds: (tax: string) => `Other refunds (tax ${tax})`,
    kept: 'Amount kept after refunds (tax incl.)',
    byRate: 'By tax rate',
    rateLine: (rate: number, amount: string, tax: string) =>
      `${rate}% rate: ${amount} (consumption tax ${tax})`,
    card: (brand: string, last4: string) => `Paid by card: ${brand} ending in ${last4}`,
    cardUnknown: 'Paid by card',
    issuer: 'Issued by',
    registrationNumber: (number: string) => `Registration no. ${number}`,
    note: 'We acknowledge receipt of the amount above.',
  },
} as const;

/** Integer yen: ¥1,100; a deduction as −¥100. */
export function yen(amount: number): string {
  const text = `¥${Math.abs(amount).toLocaleString('ja-JP')}`;
  return amount < 0 ? `−${text}` : text;
}

/** A day on the Japan wall clock (billing periods and receipts are in Japan time). */
export function dayOf(iso: string, lang: ReceiptLanguage): string {
  return dayFormats[lang].format(new Date(iso));
}

// Built once: an Intl formatter costs more to make than the rest of a receipt's texts.
const dayFormats = {
  ja: new Intl.DateTimeFormat('ja-JP', {
    timeZone: 'Asia/Tokyo',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  }),
  en: new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Tokyo',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  }),
};
