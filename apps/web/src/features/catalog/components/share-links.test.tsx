import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ShareLinks } from './share-links';

describe('ShareLinks', () => {
  it('opens Whatsapp and LinkedIn in a new tab, and the Email link in place (a new tab would stay blank)', () => {
    render(<ShareLinks name="Steel Kettle" url="https://bazaar.example/product/p1" />);
    const whatsapp = screen.getByRole('link', { name: /Whatsapp/ });
    const linkedIn = screen.getByRole('link', { name: /LinkedIn/ });
    const email = screen.getByRole('link', { name: /Email/ });
    expect(whatsapp).toHaveAttribute('target', '_blank');
    expect(linkedIn).toHaveAttribute('target', '_blank');
    expect(email.getAttribute('href')).toMatch(/^mailto:\?subject=Steel%20Kettle&body=/);
    expect(email).not.toHaveAttribute('target');
  });
});
