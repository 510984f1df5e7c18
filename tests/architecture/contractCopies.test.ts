// Issue 33, item 2: no hand-written type in reader/src or console/src describes an answer the
// contracts (schemas/src/contracts) or the generated resource records (schemas/types/resources)
// declare. A client imports the answer, or aliases or picks from it; it never re-declares it.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { copiesOf, shapesOf, shapesUnder, withInherited } from './contractCopies';

const repo = join(import.meta.dirname, '..', '..');

const answers = withInherited([
  ...shapesUnder(repo, 'schemas/src/contracts'),
  ...shapesUnder(repo, 'schemas/types/resources'),
]);

// A plan record and the answer that extends it: the answer has the record's fields too.
const contract = withInherited(
  shapesOf(
    `export interface PlanRecord { name: string; durationType: 'DAY' | 'MONTH'; numberFreeTerm: number }
     export interface OfferedPlan extends Omit<PlanRecord, 'durationType'>, Stored {
       durationType: string; priceWithTax: number; isRegistered: boolean;
     }`,
    'contracts/commerce.ts',
  ),
);

const namesOf = (text: string, file = 'client.tsx') =>
  copiesOf(shapesOf(text, file), contract).map(({ copy, answer }) => `${copy.name} ${answer.name}`);

describe('the contract-copy check', () => {
  it('rejects an interface, a type literal or a snake_case shape that re-declares an answer', () => {
    const source = `
      export interface Plan { id: string; name: string; priceWithTax: number; isRegistered: boolean }
      type PlanRow = {
        name: string; durationType: string; numberFreeTerm: number; isRegistered: boolean; note: 1;
      };
      interface PlanWire { price_with_tax: number; number_free_term: number; is_registered: boolean }
    `;
    expect(namesOf(source)).toEqual([
      'Plan OfferedPlan',
      'PlanRow OfferedPlan',
      'PlanWire OfferedPlan',
    ]);
  });

  it('accepts imports, aliases, picks, props, additions to a record and unrelated shapes', () => {
    const source = `
      import type { OfferedPlan } from '@hondana/schemas/contracts';
      export type Plan = OfferedPlan;
      type Shown = Pick<OfferedPlan, 'name' | 'priceWithTax' | 'isRegistered'>;
      interface PlanCardProps { name: string; priceWithTax: number; isRegistered: boolean }
      interface Stored extends OfferedPlan { id: string; createdAt: string; updatedAt: string }
      interface Half { name: string; priceWithTax: number; colour: string; size: number }
      interface Tiny { name: string; isRegistered: boolean }
    `;
    expect(namesOf(source)).toEqual([]);
  });

  it('finds no copy of an answer in the reader or the console', () => {
    const clients = [...shapesUnder(repo, 'reader/src'), ...shapesUnder(repo, 'console/src')];
    const copies = copiesOf(clients, answers).map(
      ({ copy, answer, shared }) =>
        `${copy.file} ${copy.name} copies ${answer.name} (${answer.file}): ${shared.join(', ')}`,
    );
    expect(copies).toEqual([]);
  });
});
