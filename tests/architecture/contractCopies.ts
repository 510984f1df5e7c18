// Issue 33, item 2: an answer the server sends is declared once, in `@hondana/schemas/contracts`
// (or generated from a resource schema under schemas/types/resources), and the reader and the
// console import it. This finds a client's own `interface X {…}` / `type X = {…}` whose fields
// are (nearly) those of a declared answer: a hand-made copy that would drift from the server.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { camelCase } from '@hondana/schemas/contracts';

/** A declared object shape: its name, where it is, and its field names (camelCase). */
export interface Shape {
  name: string;
  file: string;
  fields: string[];
  /** The interfaces it extends, by name (`Pick` / `Omit` of one keep or drop their keys). */
  bases?: Base[];
}

interface Base {
  name: string;
  pick?: string[];
  omit?: string[];
}

export interface Copy {
  copy: Shape;
  answer: Shape;
  shared: string[];
}

/** Fields every record has: they say nothing about which answer a shape describes. */
const BOOKKEEPING = new Set(['id', 'createdAt', 'updatedAt']);

/** A copy shares at least this many fields with an answer… */
export const MIN_SHARED = 3;
/** …and at least this part of its own fields. */
export const MIN_SHARE = 0.8;

/**
 * Shapes that describe something else than an answer, by rule: a component's props, a hook's or
 * a form's state, a call's options or input (what the client sends, not what it reads).
 */
const NOT_AN_ANSWER = /(Props|State|Options|Input|Params|Args|Values|Draft|Context|Style)$/;

/** Every object shape declared in `text` (interfaces and type literals, unions of literals). */
export function shapesOf(text: string, file: string): Shape[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, scriptKind(file));
  const shapes: Shape[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isInterfaceDeclaration(node)) {
      const bases = (node.heritageClauses ?? []).flatMap((clause) =>
        clause.types.map((type) => baseOf(type.expression.getText(), type.typeArguments)),
      );
      shapes.push({ name: node.name.text, file, fields: fieldsOf(node.members), bases });
    } else if (ts.isTypeAliasDeclaration(node)) {
      const shape = aliasShape(node.type);
      if (shape) shapes.push({ name: node.name.text, file, ...shape });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return shapes;
}

/**
 * The answers with the fields they inherit: an interface that extends another of `shapes` (or
 * picks from it, or omits from it) has its fields too, so `OfferedPlan extends Plan` is whole.
 */
export function withInherited(shapes: Shape[]): Shape[] {
  const byName = new Map(shapes.map((shape) => [shape.name, shape]));
  const resolved = new Map<string, string[]>();
  const fieldsOfShape = (shape: Shape, seen: Set<string>): string[] => {
    const known = resolved.get(shape.name);
    if (known) return known;
    const fields = new Set(shape.fields);
    for (const base of shape.bases ?? []) {
      const parent = byName.get(base.name);
      if (!parent || seen.has(base.name)) continue;
      for (const field of fieldsOfShape(parent, new Set([...seen, base.name]))) {
        if (base.pick && !base.pick.includes(field)) continue;
        if (base.omit?.includes(field)) continue;
        fields.add(field);
      }
    }
    const all = [...fields].sort();
    resolved.set(shape.name, all);
    return all;
  };
  return shapes.map((shape) => ({ ...shape, fields: fieldsOfShape(shape, new Set([shape.name])) }));
}

/** The client shapes that copy an answer, each with the answer it copies most closely. */
export function copiesOf(clientShapes: Shape[], answers: Shape[]): Copy[] {
  const copies: Copy[] = [];
  for (const copy of clientShapes) {
    const fields = copy.fields.filter((field) => !BOOKKEEPING.has(field));
    if (NOT_AN_ANSWER.test(copy.name) || fields.length < MIN_SHARED) continue;
    let best: Copy | null = null;
    for (const answer of answers) {
      const shared = fields.filter((field) => answer.fields.includes(field));
      if (shared.length < MIN_SHARED || shared.length < MIN_SHARE * fields.length) continue;
      if (!best || shared.length > best.shared.length) best = { copy, answer, shared };
    }
    if (best) copies.push(best);
  }
  return copies;
}

/** The shapes of every non-test .ts/.tsx/.d.ts file under `dir`, files named from `root`. */
export function shapesUnder(root: string, dir: string): Shape[] {
  return filesUnder(join(root, dir)).flatMap((path) =>
    shapesOf(readFileSync(path, 'utf8'), relative(root, path).split('\\').join('/')),
  );
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** `X`, `Pick<X, 'a' | 'b'>` or `Omit<X, 'a'>`, extended or aliased. */
function baseOf(name: string, typeArguments?: ts.NodeArray<ts.TypeNode>): Base {
  const [target, keys] = typeArguments ?? [];
  if ((name === 'Pick' || name === 'Omit') && target && keys) {
    const base = target.getText().replace(/<.*$/s, '');
    return { name: base, [name === 'Pick' ? 'pick' : 'omit']: keyNames(keys) };
  }
  return { name };
}

function keyNames(type: ts.TypeNode): string[] {
  const members = ts.isUnionTypeNode(type) ? type.types : [type];
  return members.flatMap((member) =>
    ts.isLiteralTypeNode(member) && ts.isStringLiteral(member.literal)
      ? [camelCase(member.literal.text)]
      : [],
  );
}

function fieldsOf(members: ts.NodeArray<ts.TypeElement>): string[] {
  const fields = new Set<string>();
  for (const member of members) {
    if (!ts.isPropertySignature(member) && !ts.isMethodSignature(member)) continue;
    const { name } = member;
    if (ts.isIdentifier(name) || ts.isStringLiteral(name)) fields.add(camelCase(name.text));
  }
  return [...fields].sort();
}

/**
 * An alias's own fields and the types it is made of: `{…}`, `X`, `Pick<X, …>`, `Omit<X, …>`, and
 * intersections of them; a union of literals counts its members' fields together. Else null.
 */
function aliasShape(type: ts.TypeNode): Pick<Shape, 'fields' | 'bases'> | null {
  if (ts.isParenthesizedTypeNode(type)) return aliasShape(type.type);
  if (ts.isTypeReferenceNode(type)) {
    return { fields: [], bases: [baseOf(type.typeName.getText(), type.typeArguments)] };
  }
  if (ts.isIntersectionTypeNode(type)) {
    const parts = type.types.map(aliasShape);
    if (parts.some((part) => part === null)) return null;
    return {
      fields: [...new Set(parts.flatMap((part) => part!.fields))].sort(),
      bases: parts.flatMap((part) => part!.bases ?? []),
    };
  }
  const fields = literalFields(type);
  return fields && { fields };
}

/** A type literal's fields, or a union's (every member a literal) together; else null. */
function literalFields(type: ts.TypeNode): string[] | null {
  if (ts.isTypeLiteralNode(type)) return fieldsOf(type.members);
  if (ts.isParenthesizedTypeNode(type)) return literalFields(type.type);
  if (!ts.isUnionTypeNode(type)) return null;
  const members = type.types.map(literalFields);
  if (members.some((fields) => fields === null)) return null;
  return [...new Set(members.flatMap((fields) => fields!))].sort();
}

function scriptKind(file: string) {
  return file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
}
