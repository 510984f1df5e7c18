import { createRequire } from 'node:module';
// Relative, not the package: a config file is loaded by Node, which would follow a shared
// node_modules link to another checkout's schemas (git worktrees).
import { configureAjv, resourceSchemas, settingsKinds } from '../../schemas/src/index';
import { compileSchemaValidatorsCode } from '@rjsf/validator-ajv8/compileSchemaValidators';
import type { Plugin } from 'vite';
import { resourceValidatorId } from '../src/schemaForm/validatorIds';

const moduleId = 'virtual:hondana-validators';
const resolvedId = `\0${moduleId}`;

// The generated code requires Ajv's runtime helpers; resolve them from the Ajv 8 that rjsf uses.
const requireFromRjsf = createRequire(
  createRequire(import.meta.url).resolve('@rjsf/validator-ajv8/compileSchemaValidators'),
);

/**
 * Where the generated code finds the format checks (`date`, `email` …). ajv-formats would name
 * them with the code tag of its own copy of Ajv, which rjsf's Ajv does not recognise as code
 * and printed as an object: every format-bearing form (coupons, content links) then failed on
 * save with "reading 'validate'". Tagged by rjsf's Ajv, the reference is emitted as code.
 */
const { _: code } = requireFromRjsf('ajv') as { _: (parts: TemplateStringsArray) => unknown };
const formatsReference = code`require("ajv-formats/dist/formats").fullFormats`;

/**
 * Ajv compiles validators with `new Function`, which the server's Content-Security-Policy
 * (no 'unsafe-eval') forbids. This plugin compiles every settings kind and every resource
 * schema (company, content, …) at build time (Ajv standalone code, the server's `configureAjv`)
 * into `virtual:hondana-validators`: `{ [kind | resourceValidatorId(name)]: ValidatorFunctions }`.
 */
export function precompiledValidators(): Plugin {
  return {
    name: 'hondana-precompiled-validators',
    resolveId: (id) => (id === moduleId ? resolvedId : undefined),
    load(id) {
      if (id !== resolvedId) return undefined;
      const entries = [
        ...settingsKinds.map(({ kind, schema }) => [kind, schema] as const),
        // Resources are keyed apart: `company` is both a settings kind and a resource.
        ...Object.entries(resourceSchemas).map(
          ([name, { schema }]) => [resourceValidatorId(name), schema] as const,
        ),
      ];
      const imports = new Map<string, string>();
      const bodies = entries.map(([name, schema]) => {
        const code = compileSchemaValidatorsCode(schema as never, {
          ajvFormatOptions: false,
          ajvOptionsOverrides: { code: { lines: false, formats: formatsReference as never } },
          extenderFn: (ajv) => configureAjv(ajv as never) as never,
        }).replace(/require\("([^"]+)"\)/g, (_match, request: string) => {
          if (!imports.has(request)) imports.set(request, `runtime${imports.size}`);
          return imports.get(request) as string;
        });
        return `validators[${JSON.stringify(name)}] = (() => { const exports = {}; ${code}; return exports; })();`;
      });
      const importLines = [...imports].map(
        ([request, local]) =>
          `import * as ${local} from ${JSON.stringify(requireFromRjsf.resolve(request))};`,
      );
      return [
        ...importLines,
        'const validators = {};',
        ...bodies,
        'export default validators;',
      ].join('\n');
    },
  };
}
