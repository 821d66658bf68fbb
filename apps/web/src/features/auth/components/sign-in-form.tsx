import {
  authMessages,
  errorMessages,
  formErrors,
  LoginFormSchema,
  LoginPageFormSchema,
} from '@bazaar/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Button } from '../../../components/button';
import { FormMessage } from '../../../components/form/form-message';
import { PasswordField } from '../../../components/form/password-field';
import { TextField } from '../../../components/form/text-field';
import { showPopup } from '../../../components/popup';
import { paths } from '../../../config/paths';
import { isHttpError } from '../../../lib/http';
import { requiresVerification, useLogin } from '../../../api/auth/login';
import { useFinishSignIn } from '../utils/use-finish-sign-in';

/**
 * How a sign-in screen checks the form and reports a refused sign-in:
 * - 'page' (/login, docs/product.md §5 simple login form): 'All field are required' above the per-field messages,
 *   and the server's message under the form (docs/product.md §8 full page);
 * - 'panel' (/login-1, the combined panel): the generic form check ('Email is required!', 'Invalid email
 *   format'), and the failure in an 'Oops!' popup (docs/product.md §8).
 */
export type SignInVariant = 'page' | 'panel';

const schemas = { page: LoginFormSchema, panel: LoginPageFormSchema } as const;

interface SignInValues {
  email: string;
  password: string;
}

/** docs/product.md §8: 400, 401 or 404 → 'Oops!' with the server message; any other failure → 'Something went wrong'. */
export function showLoginFailure(error: unknown) {
  const known = isHttpError(error) && [400, 401, 404].includes(error.status);
  void showPopup({
    icon: 'error',
    title: authMessages.failedTitle,
    text: known ? error.message : authMessages.failed,
  });
}

export interface SignInFormProps {
  variant: SignInVariant;
  /** A 403 of an unverified account (a code was e-mailed): the screen moves to its OTP step. */
  onVerificationRequired: (email: string, message: string) => void;
}

/** The sign-in form of both sign-in screens: e-mail, password, 'Forgot password?', Sign In. */
export function SignInForm({ variant, onVerificationRequired }: SignInFormProps) {
  const finishSignIn = useFinishSignIn();
  const login = useLogin();
  const [formError, setFormError] = useState<string>();
  const schema = schemas[variant];
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors },
  } = useForm<SignInValues>({ resolver: zodResolver(schema), defaultValues: { email: '', password: '' } });

  const onValid = (values: SignInValues) => {
    setFormError(undefined);
    login.mutate(values, {
      onSuccess: (response) => finishSignIn(response.AuthToken, authMessages.success),
      onError: (error) => {
        if (requiresVerification(error)) {
          onVerificationRequired(values.email, isHttpError(error) ? error.message : '');
        } else if (variant === 'panel') {
          showLoginFailure(error);
        } else {
          setFormError(isHttpError(error) ? error.message : errorMessages.somethingWentWrong);
        }
      },
    });
  };

  // docs/product.md §5 (the page): 'All field are required' above the per-field messages.
  const onInvalid = () => {
    if (variant !== 'page') return;
    const result = LoginFormSchema.safeParse(getValues());
    setFormError(result.success ? undefined : formErrors(result.error).form[0]);
  };

  return (
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
          <Link
            to={paths.forgetPassword.getHref()}
            className="font-semibold text-brand-600 hover:underline dark:text-brand-400"
          >
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
  );
}
