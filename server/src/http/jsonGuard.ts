import express from 'express';
import type { RequestHandler } from 'express';
import { AppError } from '../errors';

/**
 * Bounds on what one JSON request body may hold (docs/decisions.md, "Bounded work per
 * request"). No document of the product comes near them: settings nest a handful of levels,
 * the longest lists are a page of ids. Past them, recursive code downstream (key conversion,
 * schema validation) could overflow the stack, and databases refuse too many bound values.
 */
export const JSON_LIMITS = {
  /** Bytes of a body, as Express's parser counts them. */
  maxBytes: '1mb',
  /** Levels of objects and arrays, the outermost one included. */
  maxDepth: 64,
  /** Keys of one object. */
  maxKeys: 1000,
  /** Items of one array: SQLite and PostgreSQL both take this many bound values at once. */
  maxItems: 10_000,
} as const;

export const jsonMessages = {
  tooDeep: `Nested deeper than ${JSON_LIMITS.maxDepth} levels.`,
  tooManyKeys: `More than ${JSON_LIMITS.maxKeys} keys.`,
  tooManyItems: `More than ${JSON_LIMITS.maxItems} items.`,
  badText: 'Contains a NUL character or a lone UTF-16 surrogate.',
  badKey: 'A key contains a NUL character or a lone UTF-16 surrogate.',
};

/**
 * The JSON body parser of `/api` followed by the checks above, so every route receives a body
 * within bounds and text that every database stores as sent: PostgreSQL refuses NUL in text,
 * and a lone surrogate would silently become U+FFFD on its way to either database.
 */
export function jsonBody(): RequestHandler[] {
  return [
    express.json({ limit: JSON_LIMITS.maxBytes }),
    (req, _res, next) => {
      checkJsonValue(req.body);
      next();
    },
  ];
}

/** A NUL, a high surrogate not followed by a low one, or a low one without a high one. */
// eslint-disable-next-line no-control-regex -- NUL is exactly what it looks for.
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when text holds no NUL and no lone surrogate. */
export function isCleanText(text: string): boolean {
  return !UNSTORABLE.test(text);
}

interface Node {
  value: unknown;
  key: string;
  parent: Node | null;
  depth: number;
}

/**
 * Throws the catalogue's 400 with a field error at the first value out of bounds. Walks with
 * its own stack, so a body nested a million levels deep costs a loop, not the call stack.
 */
export function checkJsonValue(value: unknown, field = 'body'): void {
  const stack: Node[] = [{ value, key: field, parent: null, depth: 0 }];
  for (let node = stack.pop(); node; node = stack.pop()) {
    const { value: current, depth } = node;
    if (typeof current === 'string') {
      if (!isCleanText(current)) throw refuse(node, jsonMessages.badText);
      continue;
    }
    if (typeof current !== 'object' || current === null) continue;
    // Names the outermost field: the path down to the limit would be 64 keys long.
    if (depth >= JSON_LIMITS.maxDepth) throw refuse(node, jsonMessages.tooDeep, 1);
    if (Array.isArray(current)) {
      if (current.length > JSON_LIMITS.maxItems) throw refuse(node, jsonMessages.tooManyItems);
      for (const [index, child] of current.entries()) {
        stack.push(childOf(node, String(index), child));
      }
      continue;
    }
    const entries = Object.entries(current);
    if (entries.length > JSON_LIMITS.maxKeys) throw refuse(node, jsonMessages.tooManyKeys);
    for (const [key, child] of entries) {
      // Names the object: the key itself is the text that cannot be shown back.
      if (!isCleanText(key)) throw refuse(node, jsonMessages.badKey);
      stack.push(childOf(node, key, child));
    }
  }
}

function childOf(parent: Node, key: string, value: unknown): Node {
  return { value, key, parent, depth: parent.depth + 1 };
}

/** The field's path as the error envelope names fields (`searchRequests.0.value`). */
function refuse(node: Node, message: string, levels: number = JSON_LIMITS.maxDepth): AppError {
  const keys: string[] = [];
  for (let at: Node | null = node; at?.parent; at = at.parent) keys.unshift(at.key);
  const path = keys.length > 0 ? keys.slice(0, levels).join('.') : node.key;
  return AppError.badRequest({ [path]: message });
}
