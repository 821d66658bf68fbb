import { authMessages, errorMessages, type ResendOtp } from '@bazaar/domain';
import { useState } from 'react';
import { OtpInput } from '../../../components/otp-input';
import { isHttpError } from '../../../lib/http';
import { useResendOtp } from '../../../api/auth/resend-otp';
import { useVerifyEmail } from '../../../api/auth/verify-email';
import { useVerifyOtp } from '../../../api/auth/verify-otp';

export type OtpPurpose = ResendOtp['purpose'];

export interface OtpStepProps {
  email: string;
  /**
   * 'registration': the code of a sign-up or of an unverified sign-in (email-verification answers with a
   * sign-in token); 'reset': the code of a password reset (verify-otp stores the reset token, docs/product.md §7).
   */
  purpose: OtpPurpose;
  /** Called with the token of the answer: the sign-in token, or the (already stored) reset token. */
  onVerified: (token: string) => void;
  /** The message that brought the user here (e.g. the server's 'We have sent an OTP...'). */
  info?: string;
}

function messageOf(error: unknown): string {
  return isHttpError(error) ? error.message : errorMessages.somethingWentWrong;
}

/** The step of every flow that e-mails a code: where it went, the six boxes, Verify and Resend OTP. */
export function OtpStep({ email, purpose, onVerified, info }: OtpStepProps) {
  const verifyEmail = useVerifyEmail();
  const verifyReset = useVerifyOtp();
  const resend = useResendOtp();
  const [notice, setNotice] = useState(info);
  const [error, setError] = useState<string>();
  const onError = (failure: unknown) => setError(messageOf(failure));

  function verify(otp: string) {
    setError(undefined);
    if (purpose === 'registration') {
      verifyEmail.mutate({ email, otp }, { onSuccess: (answer) => onVerified(answer.authToken), onError });
    } else {
      verifyReset.mutate({ email, otp }, { onSuccess: (answer) => onVerified(answer.resetToken), onError });
    }
  }

  async function resendCode() {
    setError(undefined);
    try {
      const answer = await resend.mutateAsync({ email, purpose });
      setNotice(answer.message);
    } catch (failure) {
      onError(failure);
      throw failure; // the countdown stays on the button
    }
  }

  return (
    <div className="flex flex-col gap-4">
      <p className="text-center text-sm break-words text-zinc-600 dark:text-zinc-400">
        {authMessages.otpSentTo(email)}
      </p>
      <OtpInput
        flow={purpose}
        isVerifying={verifyEmail.isPending || verifyReset.isPending}
        error={error}
        info={notice}
        onVerify={verify}
        onResend={resendCode}
      />
    </div>
  );
}
