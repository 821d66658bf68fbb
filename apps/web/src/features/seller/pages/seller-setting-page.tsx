import {
  sellerMessages,
  sellerProfileMessages,
  SellerProfileUpdateSchema,
  sellerRegistrationMessages,
  sellerRegistrationTabs,
  type Seller,
  type SellerProfileUpdate,
} from '@bazaar/domain';
import { Building2, Landmark, Loader2, Scale, type LucideIcon } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useForm, type UseFormRegister, type FieldErrors } from 'react-hook-form';
import { useSellerProfile } from '../../../api/sellers/get-seller-profile';
import { useUpdateSellerProfile } from '../../../api/sellers/update-seller-profile';
import { Button } from '../../../components/button';
import { PasswordField } from '../../../components/form/password-field';
import { TextField } from '../../../components/form/text-field';
import { Loader } from '../../../components/loader';
import { showPopup, showToast } from '../../../components/popup';
import { ServerError } from '../../../components/server-error';
import { failureMessage } from '../../../lib/failure-message';
import { formResolver, type TextFields } from '../../../lib/form-resolver';
import { refusedFieldOf } from '../../../lib/http';
import { PageHeading } from '../components/page-heading';

const t = sellerMessages.setting;
const p = sellerProfileMessages;
const labels = { ...sellerRegistrationMessages.labels, ...p.labels };

type FormValues = TextFields<SellerProfileUpdate>;
type FieldName = keyof FormValues;

// The same rules as the API (and the registration): the form shows the server's messages.
const resolver = formResolver(SellerProfileUpdateSchema);

const optionalFields = new Set<FieldName>([
  'websiteUrl',
  'socialMediaLinks',
  'companyRegistrationNumber',
  'tradeLicenseNumber',
]);
const bankFields = [
  'bankAccountNumber',
  'confirmBankAccountNumber',
  'bankName',
  'ifscCode',
  'currentPassword',
] as const satisfies readonly FieldName[];

const [businessTab, legalTab] = sellerRegistrationTabs;
const sections: {
  title: string;
  icon: LucideIcon;
  fields: readonly Exclude<FieldName, 'currentPassword'>[];
}[] = [
  { title: t.business, icon: Building2, fields: businessTab.fields },
  { title: t.legal, icon: Scale, fields: legalTab.fields },
];

function formValues(seller: Seller): FormValues {
  const text = (value: string | undefined) => value ?? '';
  return {
    businessName: seller.businessName,
    businessType: seller.businessType,
    phoneNumber: seller.phoneNumber,
    emailAddress: seller.emailAddress,
    addressLine1: seller.addressLine1,
    city: seller.city,
    state: seller.state,
    pinCode: seller.pinCode,
    country: seller.country,
    websiteUrl: text(seller.websiteUrl),
    socialMediaLinks: text(seller.socialMediaLinks),
    panNumber: seller.panNumber,
    gstNumber: seller.gstNumber,
    companyRegistrationNumber: text(seller.companyRegistrationNumber),
    tradeLicenseNumber: text(seller.tradeLicenseNumber),
    bankAccountNumber: '',
    confirmBankAccountNumber: '',
    bankName: '',
    ifscCode: '',
    currentPassword: '',
  };
}

/**
 * The Setting tab (issue 20): the business profile, editable under the registration's rules. The bank account
 * shows only its last four digits; changing it opens the new number twice and the current password.
 */
export function SellerSettingPage() {
  const profile = useSellerProfile();
  return (
    <div className="space-y-6">
      <PageHeading title={t.title} intro={p.intro} />
      {profile.isPending ? (
        <Loader />
      ) : profile.isError ? (
        <ServerError />
      ) : (
        <ProfileForm seller={profile.data} />
      )}
    </div>
  );
}

function ProfileForm({ seller }: { seller: Seller }) {
  const update = useUpdateSellerProfile();
  const [changingBank, setChangingBank] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    resetField,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<FormValues, unknown, SellerProfileUpdate>({
    resolver,
    defaultValues: formValues(seller),
    mode: 'onTouched',
  });

  function closeBank() {
    for (const field of bankFields) resetField(field);
    setChangingBank(false);
  }

  const submit = handleSubmit(async (values) => {
    try {
      const reply = await update.mutateAsync(values);
      reset(formValues(reply.seller));
      setChangingBank(false);
      void showToast('success', p.saved);
    } catch (error) {
      // A refusal naming a field of the form shows under it (a wrong password, an e-mail already used).
      const field = refusedFieldOf(error);
      if (field && field in labels) {
        setError(field as FieldName, { message: failureMessage(error) }, { shouldFocus: true });
        return;
      }
      void showPopup({ icon: 'error', title: p.failedTitle, text: failureMessage(error) });
    }
  });

  const busy = isSubmitting || update.isPending;
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-6">
      {sections.map((section) => (
        <FormSection key={section.title} title={section.title} icon={section.icon}>
          {section.fields.map((name) => (
            <Field key={name} name={name} register={register} errors={errors} />
          ))}
        </FormSection>
      ))}

      <FormSection title={t.financial} icon={Landmark}>
        <div className="min-w-0 sm:col-span-2">
          <p className="text-xs font-medium text-zinc-500 dark:text-zinc-400">{labels.bankAccountNumber}</p>
          <p className="mt-0.5 font-mono text-sm tracking-wider break-words">
            {p.currentAccount(seller.bankAccountNumber, seller.bankName, seller.ifscCode)}
          </p>
        </div>
        {changingBank ? (
          <>
            <p className="text-sm text-zinc-600 sm:col-span-2 dark:text-zinc-400">{p.bankHint}</p>
            {bankFields.map((name) =>
              name === 'currentPassword' ? (
                <PasswordField
                  key={name}
                  label={labels.currentPassword}
                  required
                  autoComplete="current-password"
                  error={errors.currentPassword?.message}
                  {...register('currentPassword')}
                />
              ) : (
                <Field key={name} name={name} register={register} errors={errors} required />
              ),
            )}
            <div className="sm:col-span-2">
              <Button variant="ghost" size="sm" onClick={closeBank}>
                {p.keepBank}
              </Button>
            </div>
          </>
        ) : (
          <div className="sm:col-span-2">
            <Button variant="secondary" size="sm" onClick={() => setChangingBank(true)}>
              {p.changeBank}
            </Button>
          </div>
        )}
      </FormSection>

      <div className="flex justify-end">
        <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
          {busy && <Loader2 aria-hidden="true" className="size-4 animate-spin" />}
          {p.save}
        </Button>
      </div>
    </form>
  );
}

function FormSection({
  title,
  icon: Icon,
  children,
}: {
  title: string;
  icon: LucideIcon;
  children: ReactNode;
}) {
  return (
    <section className="rounded-xl border border-zinc-200 bg-white p-4 shadow-sm sm:p-5 dark:border-zinc-800 dark:bg-zinc-900">
      <h2 className="mb-4 flex items-center gap-2 text-lg font-semibold">
        <Icon aria-hidden="true" className="size-5 text-brand-600 dark:text-brand-400" />
        {title}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </section>
  );
}

function Field({
  name,
  register,
  errors,
  required,
}: {
  name: Exclude<FieldName, 'currentPassword'>;
  register: UseFormRegister<FormValues>;
  errors: FieldErrors<FormValues>;
  required?: boolean;
}) {
  const numeric = name === 'bankAccountNumber' || name === 'confirmBankAccountNumber' || name === 'pinCode';
  return (
    <TextField
      label={labels[name]}
      required={required ?? !optionalFields.has(name)}
      error={errors[name]?.message}
      inputMode={numeric ? 'numeric' : undefined}
      autoComplete={numeric ? 'off' : undefined}
      className={name === 'addressLine1' || name === 'socialMediaLinks' ? 'sm:col-span-2' : undefined}
      {...register(name)}
    />
  );
}
