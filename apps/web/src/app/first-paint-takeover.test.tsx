import { act, screen } from '@testing-library/react';
import { startTransition, useState, type FormEvent } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { carryOverInput } from './first-paint-takeover';

/** The app's side: a controlled search field that shows what React holds. */
function Search() {
  const [text, setText] = useState('');
  return (
    <>
      <input name="q" aria-label="Search" value={text} onChange={(event) => setText(event.target.value)} />
      <output>{`holds: ${text}`}</output>
    </>
  );
}

let container: HTMLElement;
afterEach(() => container.remove());

/** A first paint as the server sends it: the same field, rendered at build time and not yet live. */
function firstPaint(): HTMLInputElement {
  container = document.createElement('div');
  container.innerHTML = '<input name="q" aria-label="Search" value="">';
  document.body.append(container);
  return container.querySelector('input') as HTMLInputElement;
}

async function takeOver(): Promise<void> {
  const restore = carryOverInput(container);
  await act(async () => createRoot(container).render(<Search />));
  await act(restore);
}

describe('carryOverInput', () => {
  it('puts what was typed into the first paint into the app, focused, as if typed there', async () => {
    const field = firstPaint();
    field.focus();
    field.value = 'samsng';

    await takeOver();

    const live = screen.getByRole('textbox', { name: 'Search' });
    expect(live).not.toBe(field);
    expect(live).toHaveValue('samsng');
    expect(live).toHaveFocus();
    expect(screen.getByText('holds: samsng')).toBeInTheDocument();
  });

  it('leaves the app as it renders when nothing was typed and nothing had focus', async () => {
    firstPaint();
    await takeOver();
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Search' })).not.toHaveFocus();
    expect(screen.getByText('holds:')).toBeInTheDocument();
  });
});

/**
 * The app's side of a list page, like the products page: a controlled sort (each pick goes to `sorts`) shown in a
 * transition, as a navigation is, and an uncontrolled filters form rendered anew for each sort, whose submit
 * reads its fields and the sort it was rendered with (each submit goes to `applied`).
 */
function ListPage({ sorts, applied }: { sorts: string[]; applied: string[] }) {
  const [sort, setSort] = useState('relevance');
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    applied.push(`sort=${sort} min=${String(data.get('minPrice'))} stock=${String(data.get('inStock'))}`);
  };
  return (
    <>
      <select
        name="sort"
        aria-label="Sort by"
        value={sort}
        onChange={(event) => {
          sorts.push(event.target.value);
          const picked = event.target.value;
          startTransition(() => setSort(picked));
        }}
      >
        <option value="relevance">Relevance</option>
        <option value="newest">Newest first</option>
      </select>
      <form key={sort} aria-label="Filters" onSubmit={onSubmit}>
        <input name="minPrice" aria-label="Min" defaultValue="" />
        <input name="inStock" type="checkbox" aria-label="In stock only" />
        <button type="submit">Apply</button>
      </form>
      <form aria-label="Newsletter" onSubmit={(event) => event.preventDefault()}>
        <input aria-label="Email" />
      </form>
    </>
  );
}

/** The same page as the first paint has it; `held` marks the forms index.html's inline script held back. */
function listFirstPaint({ held = [] }: { held?: string[] } = {}): HTMLElement {
  container = document.createElement('div');
  const mark = (form: string) => (held.includes(form) ? ' data-first-paint-submitted=""' : '');
  container.innerHTML = `
    <select name="sort" aria-label="Sort by">
      <option value="relevance" selected>Relevance</option><option value="newest">Newest first</option>
    </select>
    <form aria-label="Filters"${mark('Filters')}>
      <input name="minPrice" aria-label="Min" value=""><input name="inStock" type="checkbox" aria-label="In stock only">
      <button type="submit">Apply</button>
    </form>
    <form aria-label="Newsletter"${mark('Newsletter')}><input aria-label="Email"></form>`;
  document.body.append(container);
  return container;
}

async function takeOverList(page: { sorts: string[]; applied: string[] }): Promise<void> {
  const restore = carryOverInput(container);
  await act(async () => createRoot(container).render(<ListPage {...page} />));
  // Put back on React's own scheduler, as in the browser: inside act() a transition would only show once act
  // ends, so a restore waiting for it could never see it.
  const scope = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const actEnvironment = scope.IS_REACT_ACT_ENVIRONMENT;
  scope.IS_REACT_ACT_ENVIRONMENT = false;
  try {
    await restore();
  } finally {
    scope.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
  }
}

describe('carryOverInput on a list page', () => {
  it('picks the sort chosen in the first paint in the app, focused, as if picked there', async () => {
    const paint = listFirstPaint();
    const select = paint.querySelector('select') as HTMLSelectElement;
    select.focus();
    select.value = 'newest';
    const page = { sorts: [], applied: [] };

    await takeOverList(page);

    const live = screen.getByRole('combobox', { name: 'Sort by' });
    expect(live).not.toBe(select);
    expect(live).toHaveValue('newest');
    expect(live).toHaveFocus();
    expect(page.sorts).toEqual(['newest']);
    expect(page.applied).toEqual([]); // no form was sent
  });

  it('ticks in the app what was ticked in the first paint', async () => {
    const paint = listFirstPaint();
    (paint.querySelector('input[name="inStock"]') as HTMLInputElement).checked = true;

    await takeOverList({ sorts: [], applied: [] });

    expect(screen.getByRole('checkbox', { name: 'In stock only' })).toBeChecked();
  });

  it("sends a form held in the first paint through the app's form, with what was entered", async () => {
    // The newsletter's form has no named field to know it by, and does nothing in the app either.
    const paint = listFirstPaint({ held: ['Filters', 'Newsletter'] });
    (paint.querySelector('input[name="minPrice"]') as HTMLInputElement).value = '500';
    (paint.querySelector('input[name="inStock"]') as HTMLInputElement).checked = true;
    const page = { sorts: [], applied: [] };

    await takeOverList(page);

    expect(page.applied).toEqual(['sort=relevance min=500 stock=on']);
    expect(page.sorts).toEqual([]);
  });

  it('puts back a sort and then sends the filters held with it, once the app shows the sort', async () => {
    const paint = listFirstPaint({ held: ['Filters'] });
    (paint.querySelector('select') as HTMLSelectElement).value = 'newest';
    (paint.querySelector('input[name="minPrice"]') as HTMLInputElement).value = '500';
    const page = { sorts: [], applied: [] };

    await takeOverList(page);

    expect(page.sorts).toEqual(['newest']);
    expect(page.applied).toEqual(['sort=newest min=500 stock=null']);
    expect(screen.getByRole('textbox', { name: 'Min' })).toHaveValue('500');
  });
});
