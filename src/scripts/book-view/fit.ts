// The view follows its host: the host's light or dark theme (over the reader's system setting, which
// applies when the host says nothing), its display mode, and the insets a phone's notch takes.
import type { McpUiHostContext } from '@modelcontextprotocol/ext-apps';

const DARK_QUERY = 'prefers-color-scheme: dark';

/**
 * The site's palette is dark under `prefers-color-scheme: dark` (src/styles/global.css). A host's
 * theme turns those rules on or off, so the one palette serves both without being written twice.
 */
const written = new WeakMap<CSSMediaRule, string>();

function applyTheme(theme: McpUiHostContext['theme']) {
  const root = document.documentElement;
  for (const sheet of document.styleSheets) {
    for (const rule of sheet.cssRules) {
      if (!(rule instanceof CSSMediaRule)) continue;
      const original = written.get(rule) ?? rule.media.mediaText;
      if (!original.includes(DARK_QUERY)) continue;
      written.set(rule, original);
      rule.media.mediaText = theme === undefined ? original : theme === 'dark' ? 'all' : 'not all';
    }
  }
  root.style.colorScheme = theme ?? '';
  if (theme) root.dataset.theme = theme;
  else delete root.dataset.theme;
}

export function fitHost(context: McpUiHostContext) {
  applyTheme(context.theme);
  const root = document.documentElement;
  root.dataset.displayMode = context.displayMode ?? 'inline';
  const insets = context.safeAreaInsets;
  document.body.style.padding = insets ? `${insets.top}px ${insets.right}px ${insets.bottom}px ${insets.left}px` : '';
}
