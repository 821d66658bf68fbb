import {
  authMessages,
  demoAccounts,
  registerMessages,
  RegisterPanelSchema,
  type DemoAccountKind,
  type RegisterPanel,
} from '@bazaar/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle, Store, UserRound } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod/mini';
import { Button } from '../../../components/button';
import { FormMessage } from '../../../components/form/form-message';
import { PasswordField } from '../../../components/form/password-field';
import { TextField } from '../../../components/form/text-field';
import { showPopup } from '../../../components/popup';
import { paths } from '../../../config/paths';
import { isHttpError } from '../../../lib/http';
import { requiresVerification, useLogin } from '../../../api/auth/login';
import { useRegisterFromPanel } from '../../../api/auth/register';
import { useFinishSignIn } from '../utils/use-finish-sign-in';
import { OtpStep } from './otp-step';
import { showLoginFailure, SignInForm } from './sign-in-form';

export type AuthPanelTab = 'signIn' | 'signUp';

/** The panel's sign-up values as typed; the schema turns TandC into a boolean. */
type PanelSignUpValues = z.input<typeof RegisterPanelSchema>;

/**
 * The combined sign-in and sign-up panel (docs/product.md §2, §6, §8): a sign-in form, a sign-up tab, guest login and
 * 'Continue with Seller' with the built-in demo accounts.
 */
export function AuthPanel({
  tab: shownTab,
  onTabChange,
}: {
  /** The open tab, when the page shows it too (its heading follows the tab); otherwise the panel keeps it. */
  tab?: AuthPanelTab;
  onTabChange?: (tab: AuthPanelTab) => void;
} = {}) {
  const [ownTab, setOwnTab] = useState<AuthPanelTab>('signIn');
  const tab = shownTab ?? ownTab;
  const setTab = (next: AuthPanelTab) => {
    setOwnTab(next);
    onTabChange?.(next);
  };
  const [verifyEmail, setVerifyEmail] = useState<{ email: string; message: string }>();
  const finishSignIn = useFinishSignIn();

  if (verifyEmail) {
    return (
      <PanelFrame>
        <h2 className="text-xl font-bold">{authMessages.verifyTitle}</h2>
        <div className="mt-4">
          <OtpStep
            purpose="registration"
            email={verifyEmail.email}
            info={verifyEmail.message}
            onVerified={(token) => finishSignIn(token, authMessages.success)}
          />
        </div>
        <button
          type="button"
          onClick={() => setVerifyEmail(undefined)}
          className="mt-4 w-full text-center text-sm font-semibold text-brand-600 hover:underline dark:text-brand-400"
        >
          {authMessages.backToLogin}
        </button>
      </PanelFrame>
    );
  }

  const tabClass = (active: boolean) =>
    [
      'flex-1 rounded-md px-3 py-2 text-sm font-semibold transition-colors',
      active
        ? 'bg-white text-zinc-900 shadow-sm dark:bg-zinc-700 dark:text-white'
        : 'text-zinc-600 hover:text-zinc-900 dark:text-zinc-400 dark:hover:text-white',
    ].join(' ');

  return (
    <PanelFrame>
      <div
        role="tablist"
        aria-label={authMessages.panelSignInTitle}
        className="flex gap-1 rounded-lg bg-zinc-100 p-1 dark:bg-zinc-800"
      >
        <button
          type="button"
          role="tab"
          id="auth-tab-sign-in"
          aria-selected={tab === 'signIn'}
          aria-controls="auth-tabpanel"
          onClick={() => setTab('signIn')}
          className={tabClass(tab === 'signIn')}
        >
          {authMessages.signIn}
        </button>
        <button
          type="button"
          role="tab"
          id="auth-tab-sign-up"
          aria-selected={tab === 'signUp'}
          aria-controls="auth-tabpanel"
          onClick={() => setTab('signUp')}
          className={tabClass(tab === 'signUp')}
        >
          {authMessages.signUp}
        </button>
      </div>

      <div
        role="tabpanel"
        id="auth-tabpanel"
        aria-labelledby={tab === 'signIn' ? 'auth-tab-sign-in' : 'auth-tab-sign-up'}
        className="mt-6"
      >
        <h2 className="mb-4 text-xl font-bold">
          {tab === 'signIn' ? authMessages.panelSignInTitle : authMessages.panelSignUpTitle}
        </h2>
        {tab === 'signIn' ? (
          <SignInForm
            variant="panel"
            onVerificationRequired={(email, message) => setVerifyEmail({ email, message })}
          />
        ) : (
          <SignUpForm />
        )}
      </div>

      <DemoLogins onVerificationRequired={(email, message) => setVerifyEmail({ email, message })} />
    </PanelFrame>
  );
}

function PanelFrame({ children }: { children: ReactNode }) {
  return (
    <div className="w-full rounded-2xl border border-zinc-200 bg-white p-6 shadow-xl shadow-zinc-200/60 sm:p-8 dark:border-zinc-800 dark:bg-zinc-900 dark:shadow-black/30">
      {children}
    </div>
  );
}

function SignUpForm() {
  const finishSignIn = useFinishSignIn();
  const signUp = useRegisterFromPanel();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<PanelSignUpValues, unknown, RegisterPanel>({
    resolver: zodResolver(RegisterPanelSchema),
    defaultValues: { name: '', email: '', password: '', TandC: false },
  });

  // docs/product.md §5: an empty field gives one 'All fields  are required!' for the form, not one per field.
  const missing = [errors.name, errors.email, errors.password].some(
    (error) => error?.message === registerMessages.allFieldsRequired,
  );
  const fieldError = (message: string | undefined) =>
    message === registerMessages.allFieldsRequired ? undefined : message;

  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={handleSubmit((values) =>
        signUp.mutate(values, {
          onSuccess: (response) => finishSignIn(response.AuthToken, registerMessages.success),
          onError: (error) =>
            void showPopup(
              isHttpError(error, 400)
                ? {
                    icon: 'error',
                    title: registerMessages.failedTitle,
                    text: registerMessages.alreadyRegistered,
                  }
                : { icon: 'error', title: registerMessages.errorTitle, text: registerMessages.error },
            ),
        }),
      )}
    >
      <TextField
        label={registerMessages.labels.name}
        autoComplete="name"
        error={fieldError(errors.name?.message)}
        invalid={Boolean(errors.name)}
        {...register('name')}
      />
      <TextField
        label={registerMessages.labels.email}
        type="email"
        autoComplete="email"
        placeholder={authMessages.emailPlaceholder}
        error={fieldError(errors.email?.message)}
        invalid={Boolean(errors.email)}
        {...register('email')}
      />
      <PasswordField
        label={registerMessages.labels.password}
        autoComplete="new-password"
        error={fieldError(errors.password?.message)}
        invalid={Boolean(errors.password)}
        {...register('password')}
      />
      <label className="flex items-start gap-2 text-sm text-zinc-700 dark:text-zinc-300">
        <input
          type="checkbox"
          className="mt-0.5 size-4 rounded border-zinc-300 accent-brand-600 dark:border-zinc-600"
          {...register('TandC')}
        />
        {registerMessages.terms}
      </label>
      <FormMessage>{missing ? registerMessages.allFieldsRequired : undefined}</FormMessage>
      <Button type="submit" size="lg" disabled={signUp.isPending} className="w-full">
        {signUp.isPending && <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />}
        {signUp.isPending ? registerMessages.submitting : authMessages.signUp}
      </Button>
    </form>
  );
}

function DemoLogins({
  onVerificationRequired,
}: {
  onVerificationRequired: (email: string, message: string) => void;
}) {
  const finishSignIn = useFinishSignIn();
  const login = useLogin();
  const [busy, setBusy] = useState<DemoAccountKind>();

  const signInAs = (kind: DemoAccountKind) => {
    const { email, password } = demoAccounts[kind];
    setBusy(kind);
    login.mutate(
      { email, password },
      {
        onSuccess: (response) =>
          finishSignIn(
            response.AuthToken,
            authMessages.success,
            kind === 'seller' ? paths.seller.root.getHref() : undefined,
          ),
        onError: (error) => {
          if (requiresVerification(error))
            onVerificationRequired(email, isHttpError(error) ? error.message : '');
          else showLoginFailure(error);
        },
        onSettled: () => setBusy(undefined),
      },
    );
  };

  return (
    <div className="mt-6">
      <div className="flex items-center gap-3 text-xs tracking-wide text-zinc-500 uppercase dark:text-zinc-400">
        <span className="h-px flex-1 bg-zinc-200 dark:bg-zinc-800" />
        {authMessages.orDivider}
        <span className="h-px flex-1 bg-zinc-200 dark:bg-zinc-800" />
      </div>
      <div className="mt-4 grid gap-3">
        <Button variant="secondary" size="lg" disabled={login.isPending} onClick={() => signInAs('guest')}>
          {busy === 'guest' ? (
            <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
          ) : (
            <UserRound aria-hidden="true" className="size-5" />
          )}
          {authMessages.guestLogin}
        </Button>
        <Button variant="secondary" size="lg" disabled={login.isPending} onClick={() => signInAs('seller')}>
          {busy === 'seller' ? (
            <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
          ) : (
            <Store aria-hidden="true" className="size-5" />
          )}
          {authMessages.continueWithSeller}
        </Button>
      </div>
    </div>
  );
}
