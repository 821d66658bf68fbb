import { OTP_LENGTH, OtpFormSchema, otpMessages, ResetOtpFormSchema } from '@bazaar/domain';
import { LoaderCircle } from 'lucide-react';
import {
  useEffect,
  useId,
  useRef,
  useState,
  type ClipboardEvent,
  type FormEvent,
  type KeyboardEvent,
} from 'react';
import { Button } from './button';

/** docs/product.md §9: the resend button appears 60 seconds after a code was sent. */
export const RESEND_SECONDS = 60;

export interface OtpInputProps {
  /** Called with the six joined digits once they pass the flow's check. */
  onVerify: (otp: string) => void;
  /** Asks for a new code; the countdown restarts when it resolves, and stays on the button when it rejects. */
  onResend?: () => Promise<unknown>;
  /** The verify call is running: 'Verifying' with a spinner, button disabled. */
  isVerifying?: boolean;
  /** A supplied error (e.g. the server's message on a 400), shown in red. */
  error?: string;
  /** A supplied info message, e.g. where the code was sent. */
  info?: string;
  /** Which message a code that is not six digits gets (docs/product.md §5). */
  flow?: 'registration' | 'reset';
  resendSeconds?: number;
  autoFocus?: boolean;
}

const emptyDigits = (): string[] => Array.from({ length: OTP_LENGTH }, () => '');
const onlyDigits = (text: string) => text.replace(/\D/g, '');

/** docs/product.md §4–§5: six one-digit boxes, a resend countdown and the verify button. */
export function OtpInput({
  onVerify,
  onResend,
  isVerifying = false,
  error,
  info,
  flow = 'registration',
  resendSeconds = RESEND_SECONDS,
  autoFocus = true,
}: OtpInputProps) {
  const [digits, setDigits] = useState(emptyDigits);
  const [validationError, setValidationError] = useState<string>();
  const [secondsLeft, setSecondsLeft] = useState(resendSeconds);
  const [resending, setResending] = useState(false);
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const messageId = useId();

  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = setTimeout(() => setSecondsLeft((left) => left - 1), 1000);
    return () => clearTimeout(timer);
  }, [secondsLeft]);

  const focusBox = (index: number) => {
    const box = boxes.current[Math.max(0, Math.min(OTP_LENGTH - 1, index))];
    box?.focus();
    box?.select();
  };

  /** Writes `text`'s digits from box `start` on (one when typed, several when pasted or autofilled). */
  const fill = (start: number, text: string) => {
    const typed = onlyDigits(text).slice(0, OTP_LENGTH - start);
    if (!typed) return;
    setDigits((current) => {
      const next = [...current];
      [...typed].forEach((digit, offset) => {
        next[start + offset] = digit;
      });
      return next;
    });
    setValidationError(undefined);
    focusBox(start + typed.length);
  };

  const handleChange = (index: number, value: string) => {
    if (value === '') {
      setDigits((current) => current.map((digit, i) => (i === index ? '' : digit)));
      return;
    }
    const previous = digits[index] ?? '';
    // Typing into a filled box: keep the new character, which the browser put before or after the old one.
    const typed = value.length === 2 && value.includes(previous) ? value.replace(previous, '') : value;
    fill(index, typed);
  };

  const handleKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !digits[index] && index > 0) {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft' && index > 0) {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight' && index < OTP_LENGTH - 1) {
      event.preventDefault();
      focusBox(index + 1);
    }
  };

  const handlePaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const pasted = onlyDigits(event.clipboardData.getData('text'));
    // Six digits fill every box, wherever the paste happens.
    fill(pasted.length >= OTP_LENGTH ? 0 : index, pasted);
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isVerifying) return;
    const schema = flow === 'reset' ? ResetOtpFormSchema : OtpFormSchema;
    const result = schema.safeParse({ otp: digits.join('') });
    if (!result.success) {
      setValidationError(result.error.issues[0]?.message);
      return;
    }
    setValidationError(undefined);
    onVerify(result.data.otp);
  };

  const handleResend = async () => {
    if (!onResend || resending) return;
    setResending(true);
    try {
      await onResend();
      setDigits(emptyDigits());
      setSecondsLeft(resendSeconds);
      focusBox(0);
    } catch {
      // the caller shows why (e.g. a 429); the button stays so the user can try again
    } finally {
      setResending(false);
    }
  };

  const shownError = validationError ?? error;

  return (
    <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-4">
      <fieldset aria-describedby={shownError || info ? messageId : undefined}>
        <legend className="sr-only">{otpMessages.groupLabel}</legend>
        <div className="flex justify-center gap-2 sm:gap-3">
          {digits.map((digit, index) => (
            <input
              // the boxes never reorder
              key={index}
              ref={(element) => {
                boxes.current[index] = element;
              }}
              type="text"
              inputMode="numeric"
              pattern="[0-9]*"
              autoComplete={index === 0 ? 'one-time-code' : 'off'}
              autoFocus={autoFocus && index === 0}
              maxLength={index === 0 ? OTP_LENGTH : 2}
              aria-label={otpMessages.digitLabel(index + 1, OTP_LENGTH)}
              aria-invalid={shownError ? true : undefined}
              value={digit}
              disabled={isVerifying}
              onChange={(event) => handleChange(index, event.target.value)}
              onKeyDown={(event) => handleKeyDown(index, event)}
              onPaste={(event) => handlePaste(index, event)}
              onFocus={(event) => event.target.select()}
              className={[
                'size-11 rounded-lg border bg-white text-center text-xl font-semibold text-zinc-900 shadow-sm transition-colors sm:size-12',
                'focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none',
                'disabled:opacity-60 dark:bg-zinc-900 dark:text-zinc-50',
                shownError ? 'border-red-500 dark:border-red-400' : 'border-zinc-300 dark:border-zinc-700',
              ].join(' ')}
            />
          ))}
        </div>
      </fieldset>

      <div id={messageId} className="min-h-5 text-center text-sm" aria-live="polite">
        {shownError ? (
          <p role="alert" className="text-red-600 dark:text-red-400">
            {shownError}
          </p>
        ) : info ? (
          <p className="text-zinc-600 dark:text-zinc-400">{info}</p>
        ) : null}
      </div>

      <Button type="submit" size="lg" disabled={isVerifying} className="w-full">
        {isVerifying ? (
          <>
            <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
            {otpMessages.verifying}
          </>
        ) : (
          otpMessages.verify
        )}
      </Button>

      {onResend && (
        <div className="text-center text-sm text-zinc-600 dark:text-zinc-400">
          {secondsLeft > 0 ? (
            <p aria-live="off">{otpMessages.resendIn(secondsLeft)}</p>
          ) : (
            <button
              type="button"
              onClick={() => void handleResend()}
              disabled={resending}
              className="font-semibold text-brand-600 hover:underline disabled:opacity-60 dark:text-brand-400"
            >
              {otpMessages.resend}
            </button>
          )}
        </div>
      )}
    </form>
  );
}
