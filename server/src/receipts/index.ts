export { createReceipts } from './service';
export type { ReceiptFile, Receipts } from './service';
