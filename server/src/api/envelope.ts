import type { Response } from 'express';
import { toSnakeKeysFast } from '../http/snakeJson';

/** The v1 success envelope: `{ status: 200, data }` with snake_case keys. */
export function sendData(res: Response, data: unknown) {
  res.json({ status: 200, data: toSnakeKeysFast(data) });
}

/** The same envelope around `json`, data already serialised with snake_case keys. */
export function sendDataJson(res: Response, json: string) {
  res.type('json').send(`{"status":200,"data":${json}}`);
}
