type Field = HTMLInputElement | HTMLSelectElement;

/** The fields carried over: named, one per name (no first paint has radio buttons). */
const FIELDS = 'input[name]:not([type="radio"]), select[name]';

/** A field as the first paint sent it differs from what the shopper left in it. */
function changed(field: Field): boolean {
  if (field instanceof HTMLSelectElement) {
    const options = [...field.options];
    return field.value !== (options.find((option) => option.defaultSelected) ?? options[0])?.value;
  }
  return field.type === 'checkbox'
    ? field.checked !== field.defaultChecked
    : field.value !== field.defaultValue;
}

/** What the shopper left in a field: its value, or for a checkbox whether it is ticked. */
const stateOf = (field: Field): string | boolean =>
  field instanceof HTMLInputElement && field.type === 'checkbox' ? field.checked : field.value;

/**
 * Puts `state` into the app's field the way the shopper's own input would have, so React hears it: React keeps
 * its own copy of a controlled field's value, so the DOM's is set through the native setter, then the event
 * React listens for is sent (input for text, change for a select, a click for a checkbox).
 */
function restore(field: Field, state: string | boolean): void {
  if (typeof state === 'boolean') {
    if (field instanceof HTMLInputElement && field.checked !== state) field.click();
    return;
  }
  if (field.value === state) return;
  const prototype =
    field instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, state);
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

/** How long a field put back may take to show it: a change that navigates shows once the router's transition is in. */
const SETTLE_MS = 2000;

/** Resolves once `check` holds (polled: the app may show it in a later render) or after SETTLE_MS. */
function until(check: () => boolean): Promise<void> {
  const deadline = Date.now() + SETTLE_MS;
  return new Promise((resolve) => {
    const poll = () => (check() || Date.now() > deadline ? resolve() : void setTimeout(poll, 20));
    poll();
  });
}

/**
 * What a shopper did in the first paint's named fields (typed in the header search, `q`; picked a sort; ticked
 * a filter), the form they sent (index.html's inline script holds a form without an action and marks it), and
 * where the focus was: put back into the app once it has rendered over the first paint (main.tsx), so nothing
 * done meanwhile is lost. Fields are known by their name; a held form by its first named field (a form with
 * none, like the newsletter's, does nothing in the app either). Returns the function that puts it back, in the
 * order it was done: each change waits for the app to show the one before (a sort navigates the list page, which
 * renders its filters form anew, so filters put back before that would be lost and sent without the sort).
 */
export function carryOverInput(root: HTMLElement): () => Promise<void> {
  const fieldsIn = (scope: ParentNode) => [...scope.querySelectorAll<Field>(FIELDS)];
  const named = (name: string) => fieldsIn(root).find((field) => field.name === name);
  const left = fieldsIn(root)
    .filter(changed)
    .map((field) => ({ name: field.name, state: stateOf(field) }));
  const sent = [...root.querySelectorAll('form[data-first-paint-submitted]')].flatMap(
    (form) => fieldsIn(form)[0]?.name ?? [],
  );
  const active = document.activeElement;
  const focused =
    (active instanceof HTMLInputElement || active instanceof HTMLSelectElement) && root.contains(active)
      ? active.name
      : '';

  return async () => {
    for (const { name, state } of left) {
      const field = named(name);
      if (!field) continue;
      restore(field, state);
      await until(() => {
        const shown = named(name);
        return !shown || stateOf(shown) === state;
      });
    }
    for (const name of sent) named(name)?.form?.requestSubmit();
    if (focused) named(focused)?.focus();
  };
}
