import type { UiSchema } from '@rjsf/utils';
import type { JsonSchema } from '@hondana/schemas';
import { isBilingualTextSchema } from '@hondana/schemas/texts';

export type Translate = (key: string, options?: { _?: string; [name: string]: unknown }) => string;

export interface JsonSchemaNode {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchemaNode>;
  items?: JsonSchemaNode | JsonSchemaNode[];
  enum?: unknown[];
  writeOnly?: boolean;
  contentMediaType?: string;
  definitions?: Record<string, JsonSchemaNode>;
  [keyword: string]: unknown;
}

interface BuildOptions {
  /** Translation key of a property path with array levels removed, e.g. `settings.footer.links.url`. */
  titleKey: (path: string) => string;
  /**
   * Translation key prefix of a numeric enum's labels (`enums.search.boxes.operation`): the
   * same number reads differently per field. String enums are labelled by value.
   */
  enumKey?: (path: string) => string;
  translate: Translate;
}

/** Item properties that name an item, best first: a list item is titled by its own content. */
const itemNameProperties = ['label', 'title', 'name', 'message'];

/**
 * Builds a uiSchema overlay giving every property a translated `ui:title`, enum labels from
 * `enums.{VALUE}`, a password input for write-only secrets and a textarea for HTML, so the
 * schemas themselves carry no display text (contracts.md §1).
 */
export function buildTranslatedUiSchema(root: JsonSchemaNode, options: BuildOptions): UiSchema {
  return objectOverlay(root, root, '', options, new Set());
}

function objectOverlay(
  root: JsonSchemaNode,
  node: JsonSchemaNode,
  path: string,
  options: BuildOptions,
  seenRefs: Set<string>,
): UiSchema {
  const overlay: UiSchema = {};
  for (const [name, child] of Object.entries(node.properties ?? {})) {
    const childPath = path ? `${path}.${name}` : name;
    overlay[name] = propertyOverlay(root, child, name, childPath, options, seenRefs);
  }
  return overlay;
}

function propertyOverlay(
  root: JsonSchemaNode,
  raw: JsonSchemaNode,
  name: string,
  path: string,
  options: BuildOptions,
  seenRefs: Set<string>,
): UiSchema {
  const { translate } = options;
  const node = resolveRef(root, raw);
  const entry: UiSchema = {
    'ui:title': translate(options.titleKey(path), { _: humanize(name) }),
  };
  const enumValues =
    node.enum ?? (isSchema(node.items) ? resolveRef(root, node.items).enum : undefined);
  if (enumValues) {
    const prefix = options.enumKey?.(path);
    entry['ui:enumNames'] = enumValues.map((value) =>
      typeof value === 'number' && prefix
        ? translate(`${prefix}.${value}`, { _: String(value) })
        : enumLabel(value, translate),
    );
  }
  if (node.writeOnly || raw.writeOnly) {
    entry['ui:widget'] = 'password';
    entry['ui:placeholder'] = translate('console.secret.placeholder', {
      _: 'Not stored — type the key to store it',
    });
    entry['ui:options'] = { autocomplete: 'new-password' };
  }
  if (isBilingualTextSchema(node as JsonSchema)) {
    // Both languages side by side; the languages are not fields of their own.
    entry['ui:field'] = 'bilingualText';
    // A conditional rule may add an anyOf (filledText): the field still renders it alone.
    entry['ui:fieldReplacesAnyOrOneOf'] = true;
    entry['ui:options'] = { html: node.contentMediaType === 'text/html' };
    return entry;
  }
  if (node.contentMediaType === 'text/html') {
    entry['ui:widget'] = 'textarea';
    entry['ui:options'] = { rows: 8 };
  }
  // Guard against recursive definitions: a $ref already on this branch is not expanded again.
  const ref = raw.$ref;
  if (ref && seenRefs.has(ref)) return entry;
  const branchRefs = ref ? new Set([...seenRefs, ref]) : seenRefs;
  if (node.properties) Object.assign(entry, objectOverlay(root, node, path, options, branchRefs));
  if (isSchema(node.items)) {
    const items = resolveRef(root, node.items);
    if (items.properties) {
      entry.items = {
        ...objectOverlay(root, items, path, options, branchRefs),
        ...itemOverlay(items, entry['ui:title'] as string, translate),
      };
    } else if (!items.enum) {
      // Each value of a list of texts is labelled by the list ("Match values"), not "matchValue-1".
      entry.items = { 'ui:title': entry['ui:title'] };
    }
  }
  return entry;
}

/**
 * A list item is a collapsible card titled by its own content (a footer link by its label);
 * an item with nothing to show yet is "New … entry", never rjsf's "links-1".
 */
function itemOverlay(items: JsonSchemaNode, listTitle: string, translate: Translate): UiSchema {
  const names = Object.keys(items.properties ?? {});
  return {
    'ui:title': translate('console.form.newItem', { list: listTitle, _: listTitle }),
    'ui:options': {
      collapsible: true,
      itemTitle: itemNameProperties.find((name) => names.includes(name)),
      listTitle,
    },
  };
}

export function enumLabel(value: unknown, translate: Translate): string {
  return translate(`enums.${String(value)}`, { _: String(value) });
}

/** Follows local `#/definitions/...` references; anything else is returned unchanged. */
export function resolveRef(root: JsonSchemaNode, node: JsonSchemaNode): JsonSchemaNode {
  if (!node.$ref?.startsWith('#/')) return node;
  const target = node.$ref
    .slice(2)
    .split('/')
    .reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], root);
  return target ? { ...(target as JsonSchemaNode), ...withoutRef(node) } : node;
}

function withoutRef(node: JsonSchemaNode): JsonSchemaNode {
  const rest = { ...node };
  delete rest.$ref;
  return rest;
}

const isSchema = (value: unknown): value is JsonSchemaNode =>
  value != null && typeof value === 'object' && !Array.isArray(value);

/** `backgroundColor` → `Background color`: readable when a translation is missing. */
export function humanize(name: string): string {
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1).toLowerCase();
}
