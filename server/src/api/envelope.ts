import type { Response } from 'express';
import { toSnakeKeysFast } from '../http/snakeJson';

/** The v1 success envelope: `{ status: 200, data }` with snake_case keys. */
export function sendData(res: Response, data: unknown) {
  res.json({ status: 200, data: toSnakeKeysFast(data) });
}

const BEFORE_DATA = Buffer.from('{"status":200,"data":');
const AFTER_DATA = Buffer.from('}');

/** The same envelope around `json`: data already serialised (UTF-8) with snake_case keys. */
export function sendDataJson(res: Response, json: Buffer) {
  res.type('json').send(Buffer.concat([BEFORE_DATA, json, AFTER_DATA]));
}
