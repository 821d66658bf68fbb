import {
  authMessages,
  errorMessages,
  formErrors,
  LoginFormSchema,
  shellMessages,
  type LoginForm,
} from '@bazaar/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Button } from '../../../components/button';
import { isHttpError } from '../../../lib/http';
import { requiresVerification, useLogin } from '../api/login';
import { AuthLayout } from '../components/auth-layout';
import { EmailOtpStep } from '../components/email-otp-step';
import { FormMessage } from '../../../components/form/form-message';
import { PasswordField } from '../../../components/form/password-field';
import { TextField } from '../../../components/form/text-field';
import { useFinishSignIn } from '../utils/use-finish-sign-in';
import { paths } from '../../../config/paths';

const linkStyle = 'font-semibold text-brand-600 hover:underline dark:text-brand-400';

/** /login: the full-page sign-in (spec §4 two steps: the form, then the OTP of an unverified account). */
export function LoginPage() {
  const finishSignIn = useFinishSignIn();
  const login = useLogin();
  const [formError, setFormError] = useState<string>();
  const [verification, setVerification] = useState<{ email: string; message: string }>();
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors },
  } = useForm<LoginForm>({
    resolver: zodResolver(LoginFormSchema),
    defaultValues: { email: '', password: '' },
  });

  const onValid = (values: LoginForm) => {
    setFormError(undefined);
    login.mutate(values, {
      onSuccess: (response) => finishSignIn(response.AuthToken, authMessages.success),
      onError: (error) => {
        if (requiresVerification(error)) {
          setVerification({ email: values.email, message: isHttpError(error) ? error.message : '' });
        } else {
          // spec §8: the full login page shows the server message under the form
          setFormError(isHttpError(error) ? error.message : errorMessages.somethingWentWrong);
        }
      },
    });
  };

  // spec §5: 'All field are required' above the per-field messages.
  const onInvalid = () => {
    const result = LoginFormSchema.safeParse(getValues());
    setFormError(result.success ? undefined : formErrors(result.error).form[0]);
  };

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
        <EmailOtpStep
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
            {authMessages.otherSignIn}
          </Link>
        </>
      }
    >
      <form noValidate onSubmit={handleSubmit(onValid, onInvalid)} className="flex flex-col gap-4">
        <TextField
          label={authMessages.labels.email}
          type="email"
          autoComplete="email"
          placeholder={authMessages.emailPlaceholder}
          error={errors.email?.message}
          {...register('email')}
        />
        <div>
          <PasswordField
            label={authMessages.labels.password}
            autoComplete="current-password"
            placeholder={authMessages.passwordPlaceholder}
            error={errors.password?.message}
            {...register('password')}
          />
          <div className="mt-2 text-right text-sm">
            <Link to={paths.forgetPassword.getHref()} className={linkStyle}>
              {authMessages.forgotPassword}
            </Link>
          </div>
        </div>
        <Button type="submit" size="lg" disabled={login.isPending} className="w-full">
          {login.isPending && <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />}
          {login.isPending ? authMessages.signingIn : authMessages.signIn}
        </Button>
        <FormMessage>{formError}</FormMessage>
      </form>
    </AuthLayout>
  );
}
