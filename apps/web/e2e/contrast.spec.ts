import { expect, test, type Page } from './support/test';

// WCAG 2.1 AA text contrast (1.4.3) in both themes: every visible piece of text against the background drawn
// behind it — 4.5:1, or 3:1 for large text (24 px, or 18.66 px bold). Disabled controls are exempt, as WCAG says.

interface Failure {
  text: string;
  ratio: number;
  needed: number;
  color: string;
  background: string;
}

/**
 * The text on the page whose contrast is below AA (computed in the page from the rendered styles), and how many
 * pieces of text were judged (so a checker that judges nothing cannot pass).
 */
function lowContrastText(page: Page): Promise<{ judged: number; failures: Failure[] }> {
  return page.evaluate(() => {
    type Rgba = [number, number, number, number];
    // Any CSS colour (Tailwind 4 writes oklch) as sRGB, through a 1×1 canvas.
    const canvas = document.createElement('canvas').getContext('2d', { willReadFrequently: true })!;
    const parsed = new Map<string, Rgba>();
    const parse = (value: string): Rgba | null => {
      if (!value || value === 'transparent') return [0, 0, 0, 0];
      let rgba = parsed.get(value);
      if (!rgba) {
        canvas.clearRect(0, 0, 1, 1);
        canvas.fillStyle = value;
        canvas.fillRect(0, 0, 1, 1);
        const [r, g, b, a] = canvas.getImageData(0, 0, 1, 1).data;
        rgba = [r!, g!, b!, a! / 255];
        parsed.set(value, rgba);
      }
      return rgba;
    };
    const over = (top: Rgba, bottom: Rgba): Rgba => {
      const alpha = top[3] + bottom[3] * (1 - top[3]);
      const mix = (i: number) => (top[i]! * top[3] + bottom[i]! * bottom[3] * (1 - top[3])) / (alpha || 1);
      return [mix(0), mix(1), mix(2), alpha];
    };
    const luminance = ([r, g, b]: Rgba) => {
      const channel = (c: number) => {
        const s = c / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    };
    /** The background behind `element`, or null when an image or gradient makes it unknowable here. */
    const backgroundOf = (element: Element): Rgba | null => {
      const layers: Rgba[] = [];
      for (let node: Element | null = element; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.backgroundImage !== 'none') return null;
        const color = parse(style.backgroundColor);
        if (color && color[3] > 0) layers.push(color);
        if (color && color[3] === 1) break;
      }
      return layers.reduceRight<Rgba>((below, layer) => over(layer, below), [255, 255, 255, 1]);
    };

    const failures: Failure[] = [];
    let judged = 0;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const seen = new Set<Element>();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      if (!element || seen.has(element) || !node.textContent?.trim()) continue;
      seen.add(element);
      if (
        element.closest('[aria-hidden="true"], [disabled], [aria-disabled="true"], script, style, noscript')
      )
        continue;
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      if (box.width === 0 || box.height === 0 || style.visibility !== 'visible') continue;
      let opacity = 1;
      for (let up: Element | null = element; up; up = up.parentElement)
        opacity *= Number(getComputedStyle(up).opacity);
      if (opacity < 1) continue; // fading in or out: judged when it settles
      const background = backgroundOf(element);
      const color = parse(style.color);
      if (!background || !color) continue;
      judged += 1;
      const foreground = over(color, background);
      const [light, dark] = [luminance(foreground), luminance(background)].sort((a, b) => b - a);
      const ratio = (light! + 0.05) / (dark! + 0.05);
      const size = parseFloat(style.fontSize);
      const bold = Number(style.fontWeight) >= 700;
      const needed = size >= 24 || (bold && size >= 18.66) ? 3 : 4.5;
      if (ratio + 0.005 < needed) {
        failures.push({
          text: node.textContent.trim().slice(0, 40),
          ratio: Math.round(ratio * 100) / 100,
          needed,
          color: style.color,
          background: `rgb(${background.slice(0, 3).map(Math.round).join(', ')})`,
        });
      }
    }
    return { judged, failures };
  });
}

for (const theme of ['light', 'dark'] as const) {
  test(`text meets WCAG AA contrast on the shop's pages in the ${theme} theme`, async ({ page }) => {
    await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
    const pages: [string, () => Promise<void>][] = [
      ['/', () => expect(page.getByRole('article').first()).toBeVisible()],
      ['/products?category=electronics', () => expect(page.getByRole('article').first()).toBeVisible()],
      ['/login', () => expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible()],
    ];
    const report: Record<string, Failure[]> = {};
    for (const [url, ready] of pages) {
      await page.goto(url);
      await ready();
      await page.waitForLoadState('networkidle');
      const { judged, failures } = await lowContrastText(page);
      expect(judged, `text judged on ${url}`).toBeGreaterThan(5);
      report[url] = failures;
    }
    // And one product page, reached from the list.
    await page.goto('/products?category=electronics');
    await page.getByRole('article').first().getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const product = await lowContrastText(page);
    expect(product.judged).toBeGreaterThan(5);
    report['product page'] = product.failures;

    expect(report).toEqual({
      '/': [],
      '/products?category=electronics': [],
      '/login': [],
      'product page': [],
    });
  });
}
