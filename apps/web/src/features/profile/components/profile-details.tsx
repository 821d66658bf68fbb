import {
  errorMessages,
  popupTitles,
  PROFILE_PHONE_MAX_LENGTH,
  profileMessages,
  shellMessages,
  UpdateProfileSchema,
  type UpdateProfile,
} from '@bazaar/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Pencil } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm, type FieldError, type Resolver, type UseFormRegisterReturn } from 'react-hook-form';
import { Button } from '../../../components/button';
import { showPopup, showToast } from '../../../components/popup';
import { isHttpError } from '../../../lib/http';
import { useUpdateProfile } from '../api/update-profile';
import type { ProfileUser } from '../types';

const t = shellMessages.profilePanel;
const labels = profileMessages.labels;

export interface ProfileDetailsProps {
  user: ProfileUser;
  /** Called with the saved profile, so the app's user state shows it. */
  onSaved: (user: ProfileUser) => void;
}

/** spec §2/§4: the profile tab, in view mode or edit mode; Cancel restores the saved details. */
export function ProfileDetails({ user, onSaved }: ProfileDetailsProps) {
  const [editing, setEditing] = useState(false);
  if (editing) {
    return (
      <EditProfileForm
        user={user}
        onDone={(saved) => {
          if (saved) onSaved(saved);
          setEditing(false);
        }}
      />
    );
  }
  const rows = [
    [labels.name, user.name],
    [labels.email, user.email],
    [labels.phoneNumber, user.phoneNumber],
    [labels.address, user.address],
  ] as const;
  return (
    <div className="flex flex-col gap-5">
      <dl className="divide-y divide-zinc-200 rounded-2xl border border-zinc-200 dark:divide-zinc-800 dark:border-zinc-800">
        {rows.map(([label, value]) => (
          <div key={label} className="grid gap-1 px-4 py-3">
            <dt className="text-xs font-medium tracking-wide text-zinc-500 uppercase dark:text-zinc-400">
              {label}
            </dt>
            <dd
              className={
                value
                  ? 'text-sm break-words whitespace-pre-line text-zinc-900 dark:text-zinc-100'
                  : 'text-sm text-zinc-400 italic dark:text-zinc-500'
              }
            >
              {value || t.notSet}
            </dd>
          </div>
        ))}
      </dl>
      <Button variant="secondary" onClick={() => setEditing(true)} className="self-start">
        <Pencil aria-hidden="true" className="size-4" />
        {t.edit}
      </Button>
    </div>
  );
}

interface FormValues {
  name: string;
  email: string;
  phoneNumber: string;
  address: string;
}

// The API's own schema, so both sides hold the same limits (phone ≤ 11 characters, spec §5). It takes unknown
// input (it also parses request bodies), so its resolver is typed for unknown fields; the form's are strings.
const profileResolver = zodResolver(UpdateProfileSchema) as unknown as Resolver<
  FormValues,
  unknown,
  UpdateProfile
>;

function EditProfileForm({ user, onDone }: { user: ProfileUser; onDone: (saved?: ProfileUser) => void }) {
  const mutation = useUpdateProfile();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<FormValues, unknown, UpdateProfile>({
    resolver: profileResolver,
    defaultValues: {
      name: user.name,
      email: user.email,
      phoneNumber: user.phoneNumber,
      address: user.address,
    },
  });

  const onSubmit = handleSubmit((values) => {
    // Only the fields a user may change; the e-mail is shown read-only and never sent.
    const changes = {
      name: values.name ?? '',
      phoneNumber: values.phoneNumber ?? '',
      address: values.address ?? '',
    };
    mutation.mutate(changes, {
      onSuccess: ({ message, updatedUser }) => {
        void showToast('success', message);
        onDone(updatedUser);
      },
      onError: (error) => {
        // spec §8: 'Oops! Error {status}' with the server message.
        void showPopup(
          isHttpError(error)
            ? { icon: 'error', title: profileMessages.updateFailedTitle(error.status), text: error.message }
            : { icon: 'error', title: popupTitles.oops, text: errorMessages.checkInternet },
        );
      },
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t.editTitle} className="flex flex-col gap-4">
      <Field label={labels.name} error={errors.name} registration={register('name')} autoComplete="name" />
      <Field
        label={labels.email}
        hint={t.emailReadOnly}
        error={errors.email}
        registration={register('email')}
        type="email"
        readOnly
      />
      <Field
        label={labels.phoneNumber}
        hint={t.phoneHint(PROFILE_PHONE_MAX_LENGTH)}
        error={errors.phoneNumber}
        registration={register('phoneNumber')}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        maxLength={PROFILE_PHONE_MAX_LENGTH}
      />
      <Field
        label={labels.address}
        error={errors.address}
        registration={register('address')}
        autoComplete="street-address"
        multiline
      />
      <div className="flex gap-3 pt-1">
        <Button type="submit" disabled={mutation.isPending} className="flex-1">
          {mutation.isPending ? t.saving : t.save}
        </Button>
        <Button variant="secondary" onClick={() => onDone()} disabled={mutation.isPending} className="flex-1">
          {t.cancel}
        </Button>
      </div>
    </form>
  );
}

interface FieldProps {
  label: string;
  registration: UseFormRegisterReturn;
  error?: FieldError;
  hint?: string;
  type?: 'text' | 'email' | 'tel';
  inputMode?: 'text' | 'tel';
  autoComplete?: string;
  maxLength?: number;
  readOnly?: boolean;
  multiline?: boolean;
}

const inputClass =
  'w-full rounded-lg border bg-white px-3 text-sm text-zinc-900 placeholder:text-zinc-400 dark:bg-zinc-950 dark:text-zinc-100 ' +
  'read-only:cursor-not-allowed read-only:bg-zinc-100 read-only:text-zinc-500 dark:read-only:bg-zinc-800/60 dark:read-only:text-zinc-400 ';

function Field({ label, registration, error, hint, multiline = false, type = 'text', ...props }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined;
  const className =
    inputClass +
    (error ? 'border-red-500 dark:border-red-400' : 'border-zinc-300 dark:border-zinc-700') +
    (multiline ? ' min-h-20 py-2' : ' h-10');
  const shared = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    className,
    ...registration,
  };
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-zinc-800 dark:text-zinc-200">
        {label}
      </label>
      {multiline ? (
        <textarea rows={3} autoComplete={props.autoComplete} {...shared} />
      ) : (
        <input type={type} {...props} {...shared} />
      )}
      {hint && !error && (
        <p id={hintId} className="text-xs text-zinc-500 dark:text-zinc-400">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className="text-xs font-medium text-red-600 dark:text-red-400">
          {error.message}
        </p>
      )}
    </div>
  );
}
