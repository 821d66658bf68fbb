import { authMessages, shellMessages } from '@bazaar/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { AuthLayout } from '../components/auth-layout';
import { OtpStep } from '../components/otp-step';
import { SignInForm } from '../components/sign-in-form';
import { useFinishSignIn } from '../utils/use-finish-sign-in';

const linkStyle = 'font-semibold text-brand-600 hover:underline dark:text-brand-400';

/** /login: the full-page sign-in (docs/product.md §4 two steps: the form, then the OTP of an unverified account). */
export function LoginPage() {
  const finishSignIn = useFinishSignIn();
  const [verification, setVerification] = useState<{ email: string; message: string }>();

  if (verification) {
    return (
      <AuthLayout
        title={authMessages.verifyTitle}
        footer={
          <button type="button" className={linkStyle} onClick={() => setVerification(undefined)}>
            {authMessages.backToLogin}
          </button>
        }
      >
        <OtpStep
          purpose="registration"
          email={verification.email}
          info={verification.message}
          onVerified={(token) => finishSignIn(token, authMessages.success)}
        />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      redirectSignedIn
      title={shellMessages.screens.login}
      subtitle={authMessages.loginSubtitle}
      footer={
        <>
          <p>
            {authMessages.noAccount}{' '}
            <Link to={paths.register.getHref()} className={linkStyle}>
              {authMessages.createAccount}
            </Link>
          </p>
          <Link to={paths.loginAlternate.getHref()} className={linkStyle}>
            {authMessages.demoSignIn}
          </Link>
        </>
      }
    >
      <SignInForm
        variant="page"
        onVerificationRequired={(email, message) => setVerification({ email, message })}
      />
    </AuthLayout>
  );
}
