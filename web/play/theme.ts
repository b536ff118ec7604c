/**
 * Light or dark: the system's choice until the player presses the theme
 * button, then theirs, remembered. Set on <html> as data-theme, which the
 * stylesheet reads; runs before the first frame (the page script blocks
 * rendering), so the page never flashes the other theme.
 */

/** The localStorage key of the player's choice. */
export const THEME_KEY = 'sudoku-wasm:theme';

/** The theme chosen by the player, if any. */
function storedTheme(): string | null {
  try {
    return localStorage.getItem(THEME_KEY);
  } catch {
    return null;
  }
}

/** Applies the theme now and wires the #theme button and the system's setting. */
export function setUpTheme(): void {
  const root = document.documentElement;
  const button = document.getElementById('theme');
  const system = matchMedia('(prefers-color-scheme: dark)');
  const apply = (dark: boolean): void => {
    root.dataset['theme'] = dark ? 'dark' : 'light';
    button?.setAttribute('aria-pressed', String(dark));
  };
  const stored = storedTheme();
  apply(stored === null ? system.matches : stored === 'dark');
  system.addEventListener('change', () => {
    if (storedTheme() === null) apply(system.matches);
  });
  button?.addEventListener('click', () => {
    const dark = root.dataset['theme'] !== 'dark';
    apply(dark);
    try {
      localStorage.setItem(THEME_KEY, dark ? 'dark' : 'light');
    } catch {
      // Private mode: the choice lasts for this page only.
    }
  });
}
