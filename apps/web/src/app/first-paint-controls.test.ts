// index.html's inline script, run as the browser runs it: it serves the first paint's controls until the app
// has rendered over it (main.tsx removes `data-first-paint`), then steps aside for the app's own handlers.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';

const indexHtml = fs.readFileSync(
  path.resolve(fileURLToPath(import.meta.url), '../../../index.html'),
  'utf8',
);
const inlineScript = /<script>([\s\S]*?)<\/script>/.exec(indexHtml)?.[1] ?? '';

const html = document.documentElement;
const isDark = () => html.classList.contains('dark');
const appRendered = () => html.removeAttribute('data-first-paint');

/** The header's theme toggle as the first paint has it: a button with an icon inside. */
function themeToggle(): SVGElement {
  document.body.innerHTML =
    '<header><button type="button" data-theme-toggle="" aria-label="Switch to light theme"><svg></svg></button></header>';
  return document.querySelector('svg') as SVGElement;
}

const tap = (target: Element) =>
  target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
const ctrlB = () =>
  document.body.dispatchEvent(
    new KeyboardEvent('keydown', { key: 'b', ctrlKey: true, bubbles: true, cancelable: true }),
  );

beforeAll(() => {
  expect(inlineScript).toContain('data-first-paint');
  // Once, as a page runs it: its listeners stay on the document for every test below.
  new Function(inlineScript)();
});

beforeEach(() => {
  html.classList.add('dark'); // docs/product.md §1: dark by default, as the script set it
  html.setAttribute('data-first-paint', 'visitor');
});

afterEach(() => {
  html.removeAttribute('data-first-paint');
  document.body.innerHTML = '';
});

describe("index.html's inline script, before the app runs", () => {
  it('toggles the theme on a tap on the toggle and saves it where the app reads it, until the app runs', () => {
    const icon = themeToggle();

    tap(icon);
    expect(isDark()).toBe(false);
    expect(localStorage.getItem('theme')).toBe('light');

    tap(icon);
    expect(isDark()).toBe(true);
    expect(localStorage.getItem('theme')).toBe('dark');

    // The app's own toggle takes over: a second handler would undo each of its taps.
    appRendered();
    tap(icon);
    expect(isDark()).toBe(true);
    expect(localStorage.getItem('theme')).toBe('dark');
  });

  it('toggles the theme on Ctrl+B (docs/product.md §1), until the app runs', () => {
    ctrlB();
    expect(isDark()).toBe(false);
    expect(localStorage.getItem('theme')).toBe('light');

    appRendered();
    ctrlB();
    expect(isDark()).toBe(false);
  });
});
