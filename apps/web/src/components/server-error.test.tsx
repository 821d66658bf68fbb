import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../test/render';
import { ServerError } from './server-error';

describe('ServerError', () => {
  it('shows the 500 texts of the spec and a link home', () => {
    renderWithRouter(<ServerError />);

    expect(screen.getByRole('heading', { name: '500 - Internal Server Error' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Oops! Something went wrong on our end. Please try again later or return to the homepage.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Homepage' })).toHaveAttribute('href', '/');
  });

  it('takes the user home when Go to Homepage is clicked', async () => {
    const { user, history } = renderWithRouter(<ServerError />, { initialPath: '/cart' });

    await user.click(screen.getByRole('link', { name: 'Go to Homepage' }));

    expect(history.location.pathname).toBe('/');
  });
});
