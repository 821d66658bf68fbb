import {
  errorMessages,
  popupTitles,
  PROFILE_PHONE_MAX_LENGTH,
  profileMessages,
  shellMessages,
  UpdateProfileSchema,
} from '@bazaar/domain';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/form/text-field';
import { TextareaField } from '../../../components/form/textarea-field';
import { showPopup, showToast } from '../../../components/popup';
import { useAuth, type SessionUser } from '../../../lib/auth/session';
import { formResolver } from '../../../lib/form-resolver';
import { isHttpError } from '../../../lib/http';
import { useUpdateProfile } from '../../../api/account/update-profile';

const t = shellMessages.profilePanel;
const labels = profileMessages.labels;

/**
 * docs/product.md §2/§4: the profile tab, in view mode or edit mode; Cancel restores the saved details. A saved
 * profile goes to the session at once, so the header and every other screen show it.
 */
export function ProfileDetails({ user }: { user: SessionUser }) {
  const { refreshUser } = useAuth();
  const [editing, setEditing] = useState(false);
  if (editing) {
    return (
      <EditProfileForm
        user={user}
        onDone={(saved) => {
          if (saved) void refreshUser(saved);
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

// The API's own schema for the four fields the form shows, so both sides hold the same limits (phone ≤ 11
// characters, docs/product.md §5).
const profileResolver = formResolver(
  UpdateProfileSchema.pick({ name: true, email: true, phoneNumber: true, address: true }),
);

function EditProfileForm({
  user,
  onDone,
}: {
  user: SessionUser;
  onDone: (saved?: Partial<SessionUser>) => void;
}) {
  const mutation = useUpdateProfile();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
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
        // docs/product.md §8: 'Oops! Error {status}' with the server message.
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
      <TextField label={labels.name} error={errors.name?.message} autoComplete="name" {...register('name')} />
      <TextField
        label={labels.email}
        hint={t.emailReadOnly}
        error={errors.email?.message}
        type="email"
        readOnly
        {...register('email')}
      />
      <TextField
        label={labels.phoneNumber}
        hint={t.phoneHint(PROFILE_PHONE_MAX_LENGTH)}
        error={errors.phoneNumber?.message}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        maxLength={PROFILE_PHONE_MAX_LENGTH}
        {...register('phoneNumber')}
      />
      <TextareaField
        label={labels.address}
        error={errors.address?.message}
        autoComplete="street-address"
        {...register('address')}
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
