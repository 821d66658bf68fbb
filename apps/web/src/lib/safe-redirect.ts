/**
 * A redirect target (the `redirect` query parameter of /login, or any other), kept only when it is a path
 * on this site: one leading '/', not '//' (another host) nor '/\' (which browsers read as '//'), and no
 * control characters (URL parsers strip a tab or newline inside '//'). Anything else gives `fallback`.
 */
export function safeRedirect(value: string | null | undefined, fallback = '/'): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  if ([...value].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)) return fallback;
  return value;
}
