import { createContext, use, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { getStoredTheme, setStoredTheme, type Theme } from './storage';
import { useHydrated } from './use-hydrated';

export type { Theme } from './storage';

/** docs/product.md §9: the default theme is dark. index.html's inline script applies the same rule before first paint. */
export const defaultTheme: Theme = 'dark';

export function readInitialTheme(): Theme {
  return getStoredTheme() ?? defaultTheme;
}

/** The theme is the `dark` class on <html> (Tailwind's dark variant keys on it). */
export function applyTheme(theme: Theme): void {
  document.documentElement.classList.toggle('dark', theme === 'dark');
}

interface ThemeContextValue {
  theme: Theme;
  setTheme: (theme: Theme) => void;
  toggleTheme: () => void;
}

const ThemeContext = createContext<ThemeContextValue | null>(null);

/** Holds the theme, saves it on each change and toggles it on Ctrl+B anywhere in the app (docs/product.md §1). */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const [theme, setTheme] = useState<Theme>(readInitialTheme);

  useEffect(() => {
    applyTheme(theme);
    setStoredTheme(theme);
  }, [theme]);

  const toggleTheme = useCallback(() => setTheme((current) => (current === 'dark' ? 'light' : 'dark')), []);

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.ctrlKey && !event.altKey && !event.metaKey && event.key.toLowerCase() === 'b') {
        event.preventDefault(); // Ctrl+B would otherwise open the browser's bookmarks bar
        toggleTheme();
      }
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [toggleTheme]);

  // The server renders the default theme; the stored one shows once the page is hydrated (the <html> class,
  // set by index.html's inline script, already styles it meanwhile).
  const shown = useHydrated() ? theme : defaultTheme;
  const value = useMemo(() => ({ theme: shown, setTheme, toggleTheme }), [shown, toggleTheme]);
  return <ThemeContext value={value}>{children}</ThemeContext>;
}

export function useTheme(): ThemeContextValue {
  const context = use(ThemeContext);
  if (!context) throw new Error('useTheme must be used inside <ThemeProvider>');
  return context;
}
