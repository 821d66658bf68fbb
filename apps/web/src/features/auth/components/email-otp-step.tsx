import { authMessages, errorMessages } from '@bazaar/domain';
import { useState } from 'react';
import { OtpInput } from '../../../components/otp-input';
import { isHttpError } from '../../../lib/http';
import { useResendOtp } from '../api/resend-otp';
import { useVerifyEmail } from '../api/verify-email';

export interface EmailOtpStepProps {
  email: string;
  /** Called with the token of the 201 answer. */
  onVerified: (authToken: string) => void;
  /** The message that brought the user here (e.g. the server's 'We have sent an OTP...'). */
  info?: string;
}

function messageOf(error: unknown): string {
  return isHttpError(error) ? error.message : errorMessages.somethingWentWrong;
}

/** Step 2 of sign-up and of an unverified sign-in: the e-mailed code through /api/auth/email-verification. */
export function EmailOtpStep({ email, onVerified, info }: EmailOtpStepProps) {
  const verify = useVerifyEmail();
  const resend = useResendOtp();
  const [notice, setNotice] = useState(info);
  const [error, setError] = useState<string>();

  return (
    <div className="flex flex-col gap-4">
      <p className="text-center text-sm break-words text-zinc-600 dark:text-zinc-400">
        {authMessages.otpSentTo(email)}
      </p>
      <OtpInput
        isVerifying={verify.isPending}
        error={error}
        info={notice}
        onVerify={(otp) => {
          setError(undefined);
          verify.mutate(
            { email, otp },
            {
              onSuccess: (response) => onVerified(response.authToken),
              onError: (failure) => setError(messageOf(failure)),
            },
          );
        }}
        onResend={async () => {
          setError(undefined);
          try {
            const response = await resend.mutateAsync({ email, purpose: 'registration' });
            setNotice(response.message);
          } catch (failure) {
            setError(messageOf(failure));
            throw failure;
          }
        }}
      />
    </div>
  );
}
