import type { PublicSettings } from '@hondana/schemas';
import { themeVariables } from '@hondana/schemas/theme';

/**
 * The server already renders these variables into the shell's <style>; setting them on
 * <html> again lets a preview draft (or the dev harness) restyle the page without reload.
 */
export function applyTheme(settings: PublicSettings, root: HTMLElement = document.documentElement) {
  for (const [name, value] of Object.entries(themeVariables(settings))) {
    root.style.setProperty(name, value);
  }
}
