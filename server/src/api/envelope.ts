import type { Response } from 'express';
import { toSnakeKeys } from '@hondana/schemas/contracts';

/** The v1 success envelope: `{ status: 200, data }` with snake_case keys. */
export function sendData(res: Response, data: unknown) {
  res.json({ status: 200, data: toSnakeKeys(data) });
}
