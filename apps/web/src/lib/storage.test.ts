import { describe, expect, it } from 'vitest';
import {
  clearAuthToken,
  getAuthToken,
  getRecentlyViewed,
  getSearchHistory,
  getStoredTheme,
  setAuthToken,
  setSearchHistory,
  storageKeys,
} from './storage';

describe('storage', () => {
  it('uses the key names of the spec', () => {
    expect(storageKeys).toEqual({
      authToken: 'AuthToken',
      theme: 'theme',
      searchHistory: 'searchHistory',
      recentlyViewed: 'recentlyViewed',
      resetToken: 'resetToken',
      visitorCart: 'visitorCart',
    });
  });

  it('stores and clears the sign-in token as plain text', () => {
    expect(getAuthToken()).toBeUndefined();
    setAuthToken('abc');
    expect(localStorage.getItem('AuthToken')).toBe('abc');
    expect(getAuthToken()).toBe('abc');
    clearAuthToken();
    expect(getAuthToken()).toBeUndefined();
  });

  it('treats an unknown theme value as no saved theme', () => {
    localStorage.setItem('theme', 'purple');
    expect(getStoredTheme()).toBeUndefined();
    localStorage.setItem('theme', 'light');
    expect(getStoredTheme()).toBe('light');
  });

  it('round-trips the search history and survives bad JSON or a foreign shape', () => {
    setSearchHistory(['b', 'a']);
    expect(getSearchHistory()).toEqual(['b', 'a']);
    localStorage.setItem('searchHistory', '[oops');
    expect(getSearchHistory()).toEqual([]);
    localStorage.setItem('searchHistory', JSON.stringify([1, 2]));
    expect(getSearchHistory()).toEqual([]);
  });

  it('keeps well-formed recently viewed entries and drops the rest', () => {
    localStorage.setItem(
      'recentlyViewed',
      JSON.stringify([{ id: 7, name: 'Lamp', price: 499, stock: 'many' }, { name: 'no id' }, null, 'x']),
    );
    expect(getRecentlyViewed()).toEqual([{ id: '7', name: 'Lamp', price: 499 }]);
    localStorage.setItem('recentlyViewed', '{"not":"a list"}');
    expect(getRecentlyViewed()).toEqual([]);
  });
});
