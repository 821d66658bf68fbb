import { act, screen } from '@testing-library/react';
import { useState } from 'react';
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
  restore();
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
