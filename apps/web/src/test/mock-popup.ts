import { vi } from 'vitest';

/**
 * Stand-in for components/popup in component tests: no sweetalert2 on screen, every popup settles at once and
 * every confirmation is accepted. A test file opts in with
 * `vi.mock('<relative path>/components/popup', () => import('<relative path>/test/mock-popup'));`
 * and asserts on the imported `showToast` / `showPopup` / `confirmPopup` mocks.
 */
export const showToast = vi.fn(() => Promise.resolve());
export const showPopup = vi.fn(() => Promise.resolve());
export const confirmPopup = vi.fn(() => Promise.resolve(true));
