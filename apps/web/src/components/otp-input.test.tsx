import { otpMessages } from '@bazaar/domain';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OtpInput } from './otp-input';

const box = (n: number) => screen.getByRole('textbox', { name: `Digit ${n} of 6` });
const boxes = () => [1, 2, 3, 4, 5, 6].map(box);

describe('OtpInput', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('renders six labelled numeric boxes, the first one for one-time codes', () => {
    render(<OtpInput onVerify={vi.fn()} />);
    expect(boxes()).toHaveLength(6);
    for (const input of boxes()) expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(box(1)).toHaveAttribute('autocomplete', 'one-time-code');
  });

  it('rejects non-digits and moves to the next box after a digit', async () => {
    const user = userEvent.setup();
    render(<OtpInput onVerify={vi.fn()} />);
    await user.click(box(1));
    await user.keyboard('a');
    expect(box(1)).toHaveValue('');
    expect(box(1)).toHaveFocus();
    await user.keyboard('4');
    expect(box(1)).toHaveValue('4');
    expect(box(2)).toHaveFocus();
    await user.keyboard('x7');
    expect(box(2)).toHaveValue('7');
    expect(box(3)).toHaveFocus();
  });

  it('moves back on Backspace in an empty box', async () => {
    const user = userEvent.setup();
    render(<OtpInput onVerify={vi.fn()} />);
    await user.click(box(1));
    await user.keyboard('12');
    expect(box(3)).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(box(2)).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(box(2)).toHaveValue('');
    expect(box(1)).toHaveValue('1');
  });

  it('fills every box from a pasted six-digit code and hands the joined code over', async () => {
    const onVerify = vi.fn();
    const user = userEvent.setup();
    render(<OtpInput onVerify={onVerify} />);
    await user.click(box(3));
    await user.paste('123 456');
    expect(boxes().map((input) => (input as HTMLInputElement).value)).toEqual(['1', '2', '3', '4', '5', '6']);
    await user.click(screen.getByRole('button', { name: otpMessages.verify }));
    expect(onVerify).toHaveBeenCalledWith('123456');
  });

  it('refuses an incomplete code with the flow message', async () => {
    const onVerify = vi.fn();
    const user = userEvent.setup();
    const { unmount } = render(<OtpInput onVerify={onVerify} />);
    await user.click(box(1));
    await user.keyboard('123');
    await user.click(screen.getByRole('button', { name: otpMessages.verify }));
    expect(screen.getByRole('alert')).toHaveTextContent('OTP must be Six Digit');
    expect(onVerify).not.toHaveBeenCalled();
    unmount();

    render(<OtpInput flow="reset" onVerify={onVerify} />);
    await user.click(screen.getByRole('button', { name: otpMessages.verify }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'OTP must be a 6-digit number. Please enter a valid OTP.',
    );
  });

  it('shows the supplied error in red and the supplied info message', () => {
    const { rerender } = render(<OtpInput onVerify={vi.fn()} info="We have sent an OTP to your email." />);
    expect(screen.getByText('We have sent an OTP to your email.')).toBeInTheDocument();
    rerender(<OtpInput onVerify={vi.fn()} error="Invalid or expired OTP" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid or expired OTP');
    expect(screen.getByRole('alert')).toHaveClass('text-red-600');
  });

  it('counts down from 60 seconds, then offers a resend that restarts the countdown', async () => {
    vi.useFakeTimers();
    const onResend = vi.fn().mockResolvedValue(undefined);
    render(<OtpInput onVerify={vi.fn()} onResend={onResend} />);
    expect(screen.getByText('Resend OTP in 60s')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByText('Resend OTP in 59s')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: otpMessages.resend })).not.toBeInTheDocument();
    for (let i = 0; i < 59; i += 1) act(() => vi.advanceTimersByTime(1000));
    const resend = screen.getByRole('button', { name: otpMessages.resend });
    expect(screen.queryByText(/Resend OTP in/)).not.toBeInTheDocument();

    await act(async () => {
      fireEvent.click(resend);
      await Promise.resolve();
    });
    expect(onResend).toHaveBeenCalledOnce();
    expect(screen.getByText('Resend OTP in 60s')).toBeInTheDocument();
  });

  it("shows 'Verifying' with a spinner and a disabled button while processing", () => {
    render(<OtpInput onVerify={vi.fn()} isVerifying />);
    const button = screen.getByRole('button', { name: otpMessages.verifying });
    expect(button).toBeDisabled();
    expect(button.querySelector('svg.animate-spin')).not.toBeNull();
  });
});
