import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { ShellConfig } from '@hondana/schemas/contracts';
import type { PaintRequest } from './paintRequest';

type RenderFirstPaint = (shell: ShellConfig, location: string, paint: PaintRequest) => string;

/**
 * The reader's own components rendered to HTML for the shell's `#root` (the reader's
 * `firstPaint/renderFirstPaint.tsx`, built by `npm run build -w reader` into dist-ssr/): the
 * tenant's header, banner and footer paint with the HTML instead of after the entry script
 * has been fetched, run and rendered (docs/decisions.md "Server-rendered first paint").
 * Loaded once, when the server starts; without a build, or where a render fails, the shell
 * has an empty root as before and the browser renders everything.
 */
export function createFirstPaintHtml(serverDist: string, onError: (error: unknown) => void) {
  const renderer = load(join(serverDist, 'renderFirstPaint.cjs'), onError);
  return {
    render(shell: ShellConfig, location: string, paint: PaintRequest): string {
      if (!renderer) return '';
      try {
        return renderer(shell, location, paint);
      } catch (error) {
        onError(error);
        return '';
      }
    },
  };
}

export type FirstPaintHtml = ReturnType<typeof createFirstPaintHtml>;

function load(file: string, onError: (error: unknown) => void): RenderFirstPaint | null {
  if (!existsSync(file)) return null;
  try {
    const module = createRequire(import.meta.url)(file) as { renderFirstPaint: RenderFirstPaint };
    return module.renderFirstPaint;
  } catch (error) {
    onError(error);
    return null;
  }
}
