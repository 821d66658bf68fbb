import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { mockDrifts } from './contract-reply';

// Component tests never reach a network: a test that needs answers stubs fetch itself (test/mock-fetch.ts,
// test/mock-api.ts); anything else — including a query that fires while a test is being torn down — fails
// fast here instead of dialling localhost.
const offline = () => Promise.reject(new TypeError('fetch is not stubbed in this test'));

// A screen's first render waits for its lazy route chunk, which Vite transforms on first import: on a loaded
// 2-core machine that alone can pass the 1 s default of findBy*/waitFor. Waiting longer changes no verdict.
configure({ asyncUtilTimeout: 5_000 });

beforeEach(() => {
  vi.stubGlobal('fetch', vi.fn(offline));
});

afterEach(() => {
  // A mocked reply that left the contract fails its test, even when the screen swallowed the error.
  const drifts = mockDrifts.splice(0);
  if (drifts.length > 0)
    throw new Error(`mocked API replies drifted from the contract:\n${drifts.join('\n')}`);
  cleanup();
  vi.unstubAllGlobals();
  vi.stubGlobal('fetch', vi.fn(offline));
  window.localStorage.clear();
  window.sessionStorage.clear();
  document.documentElement.className = '';
});
