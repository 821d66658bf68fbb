/**
 * The `redirect` query parameter of /login, kept only when it is a path on this site: one leading '/',
 * not '//' (another host) nor '/\' (which browsers read as '//'). Anything else goes home.
 */
export function safeRedirect(value: string | null | undefined, fallback = '/'): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  // control characters (a tab or newline inside '//') are stripped by URL parsers
  if ([...value].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)) return fallback;
  return value;
}
