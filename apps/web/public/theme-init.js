/* global document */
// Runs before first paint (classic script in <head>) so the page never flashes the wrong theme.
// Mirrors src/lib/theme.tsx: key `theme`, values 'light' | 'dark', default 'dark'.
(function () {
  var theme = 'dark';
  try {
    if (localStorage.getItem('theme') === 'light') theme = 'light';
  } catch {
    // storage unavailable (privacy mode): keep the default
  }
  document.documentElement.classList.toggle('dark', theme === 'dark');
})();
