import {
  otpMessages,
  registerMessages,
  RegisterSchema,
  errorMessages,
  authMessages,
  type Register,
} from '@bazaar/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod/mini';
import { Button } from '../../../components/button';
import { FormMessage } from '../../../components/form/form-message';
import { PasswordField } from '../../../components/form/password-field';
import { TextField } from '../../../components/form/text-field';
import { paths } from '../../../config/paths';
import { isHttpError } from '../../../lib/http';
import { useRegister } from '../../../api/auth/register';
import { AuthLayout } from '../components/auth-layout';
import { OtpStep } from '../components/otp-step';
import { useFinishSignIn } from '../utils/use-finish-sign-in';

const linkStyle = 'font-semibold text-brand-600 hover:underline dark:text-brand-400';
const labels = registerMessages.labels;

/** /register: the five-field sign-up (step 1), then the e-mailed OTP (step 2), then signed in. */
export function RegisterPage() {
  const finishSignIn = useFinishSignIn();
  const registration = useRegister();
  const [serverError, setServerError] = useState<string>();
  const [sent, setSent] = useState<{ email: string; message: string }>();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof RegisterSchema>, unknown, Register>({
    resolver: zodResolver(RegisterSchema),
    defaultValues: { name: '', email: '', password: '', confirmPassword: '', phoneNumber: '' },
  });

  const onValid = (values: Register) => {
    setServerError(undefined);
    registration.mutate(values, {
      onSuccess: (response) => setSent({ email: response.email, message: response.message }),
      // docs/product.md §8: the full page shows the server message
      onError: (error) =>
        setServerError(isHttpError(error) ? error.message : errorMessages.somethingWentWrong),
    });
  };

  if (sent) {
    return (
      <AuthLayout
        title={authMessages.verifyTitle}
        footer={
          <button type="button" className={linkStyle} onClick={() => setSent(undefined)}>
            {otpMessages.changeEmail}
          </button>
        }
      >
        <OtpStep
          purpose="registration"
          email={sent.email}
          info={sent.message}
          onVerified={(token) => finishSignIn(token, registerMessages.success)}
        />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      redirectSignedIn
      wide
      title={registerMessages.title}
      subtitle={registerMessages.subtitle}
      footer={
        <p>
          {registerMessages.haveAccount}{' '}
          <Link to={paths.login.getHref()} className={linkStyle}>
            {registerMessages.signIn}
          </Link>
        </p>
      }
    >
      <form noValidate onSubmit={handleSubmit(onValid)} className="grid gap-4 sm:grid-cols-2">
        <TextField
          className="sm:col-span-2"
          label={labels.name}
          autoComplete="name"
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField
          label={labels.email}
          type="email"
          autoComplete="email"
          placeholder={authMessages.emailPlaceholder}
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label={labels.phoneNumber}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={10}
          error={errors.phoneNumber?.message}
          {...register('phoneNumber')}
        />
        <PasswordField
          label={labels.password}
          autoComplete="new-password"
          error={errors.password?.message}
          {...register('password', { deps: ['confirmPassword'] })}
        />
        <PasswordField
          label={labels.confirmPassword}
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        <div className="flex flex-col gap-4 sm:col-span-2">
          <Button type="submit" size="lg" disabled={registration.isPending} className="w-full">
            {registration.isPending && <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />}
            {registration.isPending ? registerMessages.submitting : registerMessages.submit}
          </Button>
          <FormMessage>{serverError}</FormMessage>
        </div>
      </form>
    </AuthLayout>
  );
}
