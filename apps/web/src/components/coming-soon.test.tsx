import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ComingSoon, upcomingLaunch } from './coming-soon';

function countdown() {
  return screen.getAllByRole('definition').map((value) => value.textContent);
}

// fireEvent rather than user-event: Testing Library's async wrapper waits on a real setTimeout, which
// never fires under vitest's fake timers.
function typeEmail(text: string) {
  fireEvent.change(screen.getByRole('textbox', { name: 'Email address' }), { target: { value: text } });
}

function pressNotifyMe() {
  fireEvent.click(screen.getByRole('button', { name: 'Notify Me' }));
}

describe('ComingSoon', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the days, hours, minutes and seconds left until the default launch date', () => {
    vi.setSystemTime(new Date('2025-05-15T20:57:59'));
    render(<ComingSoon />);

    expect(screen.getByRole('heading', { name: 'Coming Soon' })).toBeInTheDocument();
    expect(screen.getAllByRole('term').map((label) => label.textContent)).toEqual([
      'Days',
      'Hours',
      'Minutes',
      'Seconds',
    ]);
    expect(countdown()).toEqual(['04', '03', '02', '01']);
  });

  it('ticks every second', () => {
    vi.setSystemTime(new Date('2030-01-01T00:00:00'));
    render(<ComingSoon launchDate="2030-01-02T00:00:02" />);
    expect(countdown()).toEqual(['01', '00', '00', '02']);

    act(() => vi.advanceTimersByTime(1000));
    expect(countdown()).toEqual(['01', '00', '00', '01']);

    act(() => vi.advanceTimersByTime(2000));
    expect(countdown()).toEqual(['00', '23', '59', '59']);
  });

  it('holds at zero once the launch has passed', () => {
    vi.setSystemTime(new Date('2030-01-01T00:00:00'));
    render(<ComingSoon launchDate="2030-01-01T00:00:02" />);

    act(() => vi.advanceTimersByTime(5000));
    expect(countdown()).toEqual(['00', '00', '00', '00']);
  });

  it('shows zeros for a given launch date in the past', () => {
    vi.setSystemTime(new Date('2026-01-01T00:00:00'));
    render(<ComingSoon launchDate="2025-12-31T00:00:00" />);
    expect(countdown()).toEqual(['00', '00', '00', '00']);
  });

  it('counts down by default to the first day of the month after next once the spec date has passed', () => {
    vi.setSystemTime(new Date('2026-11-23T22:00:00'));
    render(<ComingSoon />);
    // 2027-01-01T00:00 local is 38 days and 2 hours away
    expect(countdown()).toEqual(['38', '02', '00', '00']);
    act(() => vi.advanceTimersByTime(1000));
    expect(countdown()).toEqual(['38', '01', '59', '59']);
  });

  it('takes the configured launch (VITE_COMING_SOON_AT) while it is ahead, and rolls on once it has passed', () => {
    const now = new Date('2026-11-23T22:00:00').getTime();
    expect(upcomingLaunch(now, '2026-12-01T09:30:00')).toBe(new Date('2026-12-01T09:30:00').getTime());
    expect(upcomingLaunch(now, '2026-01-01T00:00:00')).toBe(new Date('2027-01-01T00:00:00').getTime());
    expect(upcomingLaunch(now, 'not a date')).toBe(new Date('2027-01-01T00:00:00').getTime());
    expect(upcomingLaunch(new Date('2025-05-01T00:00:00').getTime(), undefined)).toBe(
      new Date('2025-05-20T00:00:00').getTime(),
    );
  });

  it('asks for a valid email when Notify Me is pressed with an empty or blank box', () => {
    render(<ComingSoon />);

    pressNotifyMe();
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email.');

    typeEmail('   ');
    pressNotifyMe();
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email.');
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.queryByText(/thank you/i)).not.toBeInTheDocument();
  });

  it('thanks the user 3 seconds after Notify Me with an email, without checking its format', () => {
    render(<ComingSoon />);

    typeEmail('not-an-address');
    pressNotifyMe();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    act(() => vi.advanceTimersByTime(2999));
    expect(screen.queryByText(/thank you/i)).not.toBeInTheDocument();

    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toHaveTextContent("Thank you! We'll notify you as soon as we launch.");
  });
});
