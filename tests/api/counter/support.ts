import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createAjv2020 } from '@hondana/schemas/ajv2020';
import { expect } from 'vitest';

const fixtures = fileURLToPath(new URL('../../fixtures/counter/', import.meta.url));
const read = (name: string) => JSON.parse(readFileSync(`${fixtures}${name}`, 'utf8'));

const ajv = createAjv2020();
ajv.addSchema(read('exception-r51.schema.json'), 'exception-r51.schema.json');
const titleReport = ajv.compile(read('tr-r51.schema.json'));
const exception = ajv.getSchema('exception-r51.schema.json')!;

/** Fails with Ajv's errors unless `body` is an R5.1 title report (tests/fixtures/counter). */
export function expectValidReport(body: unknown): void {
  const isValid = titleReport(body);
  expect(titleReport.errors ?? [], JSON.stringify(body).slice(0, 300)).toEqual([]);
  expect(isValid).toBe(true);
}

/** Fails unless `body` is one R5.1 Exception with that code. */
export function expectException(body: unknown, code: number): void {
  const isValid = exception(body);
  expect(exception.errors ?? []).toEqual([]);
  expect(isValid).toBe(true);
  expect((body as { Code: number }).Code).toBe(code);
}

/** The UTC month `offset` months from `at`'s, `YYYY-MM`. */
export function monthFrom(at: Date, offset: number): string {
  const date = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + offset, 1));
  return date.toISOString().slice(0, 7);
}

export const DAY_MS = 86_400_000;
