/**
 * What a shopper typed into the first paint's named fields (the header search, `q`) and where the focus was,
 * put back into the app once it has rendered over the first paint (main.tsx), so nothing typed meanwhile is
 * lost. Returns the function that puts it back.
 */
export function carryOverInput(root: HTMLElement): () => void {
  const named = (name: string) => root.querySelector<HTMLInputElement>(`input[name="${CSS.escape(name)}"]`);
  const typed = [...root.querySelectorAll<HTMLInputElement>('input[name]')]
    .filter((input) => input.value !== input.defaultValue)
    .map(({ name, value }) => ({ name, value }));
  const active = document.activeElement;
  const focused = active instanceof HTMLInputElement && root.contains(active) ? active.name : '';

  return () => {
    for (const { name, value } of typed) {
      const input = named(name);
      if (!input) continue;
      // React keeps its own copy of a controlled input's value: set the DOM's through the native setter, then
      // tell React with the input event typing would have sent.
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    }
    if (focused) named(focused)?.focus();
  };
}
