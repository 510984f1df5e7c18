import sanitizeHtml from 'sanitize-html';

type Schema = Record<string, unknown>;

const options: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'span'],
  allowedAttributes: {
    a: ['href', 'name', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    '*': ['class'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  transformTags: {
    // A link that opens a new window must not hand the opener to the other site.
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
};

export function sanitizeFragment(html: string): string {
  return sanitizeHtml(html, options);
}

/**
 * Returns a copy of `data` where every string whose schema says
 * `contentMediaType: text/html` has been sanitised. Follows properties, array items and
 * local `$ref`s; anything the schema does not describe is left as is.
 */
export function sanitizeHtmlFields(schema: Schema, data: unknown): unknown {
  return walk(schema, schema, data);
}

function walk(root: Schema, node: Schema | undefined, value: unknown): unknown {
  const schema = deref(root, node);
  if (!schema) return value;
  if (typeof value === 'string') {
    return schema.contentMediaType === 'text/html' ? sanitizeFragment(value) : value;
  }
  if (Array.isArray(value)) {
    const items = schema.items as Schema | undefined;
    return items ? value.map((item) => walk(root, items, item)) : value;
  }
  if (value && typeof value === 'object') {
    const properties = (schema.properties ?? {}) as Record<string, Schema>;
    const out: Record<string, unknown> = {};
    for (const [key, child] of Object.entries(value)) {
      out[key] = Object.hasOwn(properties, key) ? walk(root, properties[key], child) : child;
    }
    return out;
  }
  return value;
}

function deref(root: Schema, node: Schema | undefined): Schema | undefined {
  let current = node;
  for (let hops = 0; current && typeof current.$ref === 'string' && hops < 10; hops++) {
    const target = resolvePointer(root, current.$ref);
    // Sibling keywords next to a $ref (draft-07 ignores them) still tell us about HTML.
    current = target ? { ...target, ...withoutRef(current) } : undefined;
  }
  return current;
}

function resolvePointer(root: Schema, ref: string): Schema | undefined {
  if (!ref.startsWith('#/')) return undefined;
  let target: unknown = root;
  for (const part of ref.slice(2).split('/')) {
    target = (target as Record<string, unknown> | undefined)?.[part];
  }
  return target as Schema | undefined;
}

function withoutRef(node: Schema): Schema {
  return Object.fromEntries(Object.entries(node).filter(([key]) => key !== '$ref'));
}
