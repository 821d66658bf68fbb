/** 'home & kitchen' → 'Home & Kitchen': stored values stay as they are, labels are title-cased. */
export function titleCase(value: string): string {
  return value.replace(
    /(^|[\s-])(\p{L})/gu,
    (_, space: string, letter: string) => space + letter.toUpperCase(),
  );
}
