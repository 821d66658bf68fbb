/**
 * The API answers a landing page was sent with (the server's `<script type="application/json"
 * id="first-answers">`, api modules/catalog/catalog.first-answers.ts): the first render's own requests, so a
 * phone shows the cards when the app runs instead of after another round trip. Each answer is used once, by
 * a visitor's request for exactly its URL, and only while the page is new (later requests ask the server).
 */
const FRESH_FOR_MS = 10_000;

let answers: Map<string, unknown> | undefined;

function sentAnswers(): Map<string, unknown> {
  const found = new Map<string, unknown>();
  const block = typeof document === 'undefined' ? null : document.getElementById('first-answers');
  try {
    const list: unknown = JSON.parse(block?.textContent ?? '[]');
    if (Array.isArray(list)) {
      for (const entry of list as { url?: unknown; body?: unknown }[]) {
        if (typeof entry.url === 'string') found.set(entry.url, entry.body);
      }
    }
  } catch {
    // a broken block is as good as none: the app asks the server
  }
  return found;
}

/** The answer the page was sent with for `url`, once; undefined when there is none (any more). */
export function takeFirstAnswer(url: string): unknown {
  answers ??= sentAnswers();
  if (answers.size === 0) return undefined;
  if (performance.now() > FRESH_FOR_MS) {
    answers.clear();
    return undefined;
  }
  const body = answers.get(url);
  answers.delete(url);
  return body;
}
