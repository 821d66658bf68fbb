import {
  authMessages,
  errorMessages,
  ForgetPasswordSchema,
  NewPasswordFormSchema,
  passwordMessages,
  type ForgetPassword,
  type NewPasswordForm,
} from '@bazaar/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/button';
import { FormMessage } from '../../../components/form/form-message';
import { PasswordField } from '../../../components/form/password-field';
import { TextField } from '../../../components/form/text-field';
import { showToast } from '../../../components/popup';
import { paths } from '../../../config/paths';
import { isHttpError } from '../../../lib/http';
import { getResetToken } from '../../../lib/storage';
import { useForgetPassword } from '../../../api/auth/forget-password';
import { useSetPassword } from '../../../api/auth/set-password';
import { AuthLayout } from '../components/auth-layout';
import { OtpStep } from '../components/otp-step';

const linkStyle = 'font-semibold text-brand-600 hover:underline dark:text-brand-400';
const TOTAL_STEPS = 3;

function messageOf(error: unknown): string {
  return isHttpError(error) ? error.message : errorMessages.somethingWentWrong;
}

type Step = { step: 1; error?: string } | { step: 2; email: string; info: string } | { step: 3 };

/** /forget-password (docs/product.md §4): 1 e-mail, 2 OTP (the reset token is stored), 3 new password, then /login. */
export function ForgetPasswordPage() {
  const [state, setState] = useState<Step>({ step: 1 });

  const titles = {
    1: passwordMessages.title,
    2: passwordMessages.otpStepTitle,
    3: passwordMessages.newPasswordTitle,
  } as const;

  return (
    <AuthLayout
      title={titles[state.step]}
      subtitle={passwordMessages.stepOf(state.step, TOTAL_STEPS)}
      footer={
        <Link to={paths.login.getHref()} className={linkStyle}>
          {authMessages.backToLogin}
        </Link>
      }
    >
      <StepDots current={state.step} />
      {state.step === 1 && (
        <EmailStep initialError={state.error} onSent={(email, info) => setState({ step: 2, email, info })} />
      )}
      {state.step === 2 && (
        // verify-otp keeps the reset token in local storage for step 3 (docs/product.md §7)
        <OtpStep
          purpose="reset"
          email={state.email}
          info={state.info}
          onVerified={() => setState({ step: 3 })}
        />
      )}
      {state.step === 3 && <NewPasswordStep onFailed={(error) => setState({ step: 1, error })} />}
    </AuthLayout>
  );
}

function StepDots({ current }: { current: number }) {
  return (
    <div aria-hidden="true" className="mb-6 flex gap-2">
      {Array.from({ length: TOTAL_STEPS }, (_, index) => (
        <span
          key={index}
          className={`h-1.5 flex-1 rounded-full ${
            index < current ? 'bg-brand-600 dark:bg-brand-400' : 'bg-zinc-200 dark:bg-zinc-800'
          }`}
        />
      ))}
    </div>
  );
}

function EmailStep({
  initialError,
  onSent,
}: {
  initialError?: string;
  onSent: (email: string, info: string) => void;
}) {
  const forget = useForgetPassword();
  const [serverError, setServerError] = useState(initialError);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ForgetPassword>({ resolver: zodResolver(ForgetPasswordSchema), defaultValues: { email: '' } });

  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={handleSubmit((values) => {
        setServerError(undefined);
        forget.mutate(values, {
          onSuccess: (response) => onSent(values.email, response.message),
          onError: (error) => setServerError(messageOf(error)),
        });
      })}
    >
      <p className="text-sm text-zinc-600 dark:text-zinc-400">{passwordMessages.emailStepText}</p>
      <TextField
        label={authMessages.labels.email}
        type="email"
        autoComplete="email"
        placeholder={authMessages.emailPlaceholder}
        error={errors.email?.message}
        {...register('email')}
      />
      <Button type="submit" size="lg" disabled={forget.isPending} className="w-full">
        {forget.isPending && <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />}
        {forget.isPending ? passwordMessages.sending : passwordMessages.sendOtp}
      </Button>
      <FormMessage>{serverError}</FormMessage>
    </form>
  );
}

function NewPasswordStep({ onFailed }: { onFailed: (message: string) => void }) {
  const navigate = useNavigate();
  const save = useSetPassword();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<NewPasswordForm>({
    resolver: zodResolver(NewPasswordFormSchema),
    defaultValues: { newPassword: '' },
  });

  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={handleSubmit(({ newPassword }) => {
        save.mutate(
          { resetToken: getResetToken() ?? '', newPassword },
          {
            onSuccess: (response) => {
              void showToast('success', response.message);
              void navigate(paths.login.getHref(), { replace: true });
            },
            // the reset token is gone either way (docs/product.md §7): the user starts again from the e-mail step
            onError: (error) => onFailed(messageOf(error)),
          },
        );
      })}
    >
      <PasswordField
        label={passwordMessages.newPasswordLabel}
        autoComplete="new-password"
        error={errors.newPassword?.message}
        {...register('newPassword')}
      />
      <Button type="submit" size="lg" disabled={save.isPending} className="w-full">
        {save.isPending && <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />}
        {save.isPending ? passwordMessages.saving : passwordMessages.savePassword}
      </Button>
    </form>
  );
}
