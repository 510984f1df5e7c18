import type { Request, Response } from 'express';
import type { JsonParts } from '../http/jsonParts';
import { jsonPart, sendJsonParts } from '../http/jsonParts';
import { sendJsonText } from '../http/compressJson';
import { toSnakeKeysFast } from '../http/snakeJson';

/** The v1 success envelope: `{ status: 200, data }` with snake_case keys. */
export function sendData(res: Response, data: unknown) {
  sendJsonText(res.req, res, JSON.stringify({ status: 200, data: toSnakeKeysFast(data) }));
}

const BEFORE_DATA = jsonPart('{"status":200,"data":');
const AFTER_DATA = jsonPart('}');

/** The same envelope around data already serialised (UTF-8 parts, snake_case keys). */
export function sendDataJson(req: Request, res: Response, json: JsonParts) {
  sendJsonParts(req, res, json, { before: BEFORE_DATA, after: AFTER_DATA });
}
