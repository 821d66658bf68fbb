import {
  sellerRegistrationMessages,
  SellerRegistrationSchema,
  sellerRegistrationTabs,
  type SellerRegistration,
} from '@bazaar/domain';
import { ArrowLeft, ArrowRight, Check, Loader2 } from 'lucide-react';
import { useId, useState, type InputHTMLAttributes } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/form/text-field';
import { showPopup } from '../../../components/popup';
import { failureMessage } from '../../../lib/failure-message';
import { formResolver, type TextFields } from '../../../lib/form-resolver';
import { useRegisterSeller } from '../../../api/sellers/register-seller';

const t = sellerRegistrationMessages;
const labels = t.labels;

/** Every field of the registration as its input holds it: text. */
type FormValues = TextFields<SellerRegistration>;
type FieldName = keyof FormValues;

const emptyForm = Object.fromEntries(Object.keys(labels).map((name) => [name, ''])) as FormValues;

// docs/product.md §5: these four may stay empty; every other field is required (asterisk).
const optionalFields = new Set<FieldName>([
  'websiteUrl',
  'socialMediaLinks',
  'companyRegistrationNumber',
  'tradeLicenseNumber',
]);

type InputProps = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'inputMode' | 'autoComplete' | 'maxLength' | 'placeholder' | 'autoCapitalize'
>;

// How each field is typed: keyboards on phones, lengths the spec caps (PAN 10, GST 15), format hints.
const inputProps: Partial<Record<FieldName, InputProps>> = {
  businessName: { autoComplete: 'organization' },
  phoneNumber: { type: 'tel', inputMode: 'numeric', autoComplete: 'tel' },
  emailAddress: { type: 'email', autoComplete: 'email' },
  addressLine1: { autoComplete: 'address-line1' },
  city: { autoComplete: 'address-level2' },
  state: { autoComplete: 'address-level1' },
  pinCode: { inputMode: 'numeric', maxLength: 6, autoComplete: 'postal-code' },
  country: { autoComplete: 'country-name' },
  websiteUrl: { type: 'url', autoComplete: 'url', placeholder: t.placeholders.websiteUrl },
  socialMediaLinks: { placeholder: t.placeholders.socialMediaLinks },
  panNumber: { maxLength: 10, autoCapitalize: 'characters', placeholder: t.placeholders.panNumber },
  gstNumber: { maxLength: 15, autoCapitalize: 'characters', placeholder: t.placeholders.gstNumber },
  bankAccountNumber: { inputMode: 'numeric', autoComplete: 'off' },
  ifscCode: { maxLength: 11, autoCapitalize: 'characters', placeholder: t.placeholders.ifscCode },
};

// The API's own schema: the form and the server hold the same rules.
const resolver = formResolver(SellerRegistrationSchema);

const lastTab = sellerRegistrationTabs.length - 1;

/**
 * docs/product.md §2/§5 seller registration: three tabs; Next validates the current tab before moving, Previous is
 * disabled on the first, Submit on the last; errors under each field. `onRegistered` runs after the 201.
 */
export function SellerRegistrationForm({ onRegistered }: { onRegistered: () => Promise<void> | void }) {
  const formId = useId();
  const [current, setCurrent] = useState(0);
  const registerSeller = useRegisterSeller();
  const {
    register,
    trigger,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver,
    defaultValues: emptyForm,
    // Checked as typed, never on blur: a message vanishing as the field loses focus would move the buttons
    // between the press and the release of a click on Next, and the click would be lost.
    mode: 'onChange',
  });
  const busy = isSubmitting || registerSeller.isPending;
  const tab = sellerRegistrationTabs[current] ?? sellerRegistrationTabs[0];

  /** Validates the tabs from the current one up to (not including) `target`; moves as far as they allow. */
  async function goTo(target: number) {
    let reached = current;
    while (reached < target) {
      const fields = sellerRegistrationTabs[reached]?.fields ?? [];
      if (!(await trigger([...fields], { shouldFocus: true }))) break;
      reached += 1;
    }
    setCurrent(target < current ? target : reached);
  }

  const submit = handleSubmit(
    async (seller) => {
      try {
        await registerSeller.mutateAsync(seller);
        await onRegistered();
      } catch (error) {
        // docs/product.md §8: 'Seller Registration Failed!' with the server's message.
        void showPopup({
          icon: 'error',
          title: t.failedTitle,
          text: failureMessage(error),
        });
      }
    },
    // Next has checked every earlier tab; should one still fail, show the first tab with an error.
    (invalid) => {
      const first = sellerRegistrationTabs.findIndex((each) =>
        each.fields.some((field) => invalid[field] !== undefined),
      );
      if (first >= 0) setCurrent(first);
    },
  );

  return (
    <form
      noValidate
      onSubmit={(event) => {
        if (current < lastTab) {
          event.preventDefault(); // Enter on an earlier tab means Next
          void goTo(current + 1);
          return;
        }
        void submit(event);
      }}
      className="flex flex-col gap-6"
    >
      <div
        role="tablist"
        aria-label={t.step(current + 1, sellerRegistrationTabs.length)}
        className="grid grid-cols-3 gap-2"
      >
        {sellerRegistrationTabs.map((each, index) => {
          const selected = index === current;
          const done = index < current;
          return (
            <button
              key={each.key}
              type="button"
              role="tab"
              id={`${formId}-tab-${each.key}`}
              aria-selected={selected}
              aria-controls={`${formId}-panel`}
              tabIndex={selected ? 0 : -1}
              onClick={() => void goTo(index)}
              className={[
                'flex min-w-0 flex-col items-center gap-2 rounded-xl border px-2 py-3 text-center text-xs font-semibold transition-colors sm:flex-row sm:px-4 sm:text-left sm:text-sm',
                selected
                  ? 'border-brand-600 bg-brand-50 text-brand-800 dark:border-brand-400 dark:bg-brand-500/15 dark:text-brand-100'
                  : 'border-zinc-200 text-zinc-600 hover:bg-zinc-50 dark:border-zinc-800 dark:text-zinc-400 dark:hover:bg-zinc-800/60',
              ].join(' ')}
            >
              <span
                aria-hidden="true"
                className={[
                  'grid size-7 shrink-0 place-items-center rounded-full text-xs',
                  selected || done
                    ? 'bg-brand-600 text-white'
                    : 'bg-zinc-200 text-zinc-700 dark:bg-zinc-800 dark:text-zinc-300',
                ].join(' ')}
              >
                {done ? <Check className="size-4" /> : index + 1}
              </span>
              <span className="min-w-0 break-words">{each.title}</span>
            </button>
          );
        })}
      </div>

      <div
        role="tabpanel"
        id={`${formId}-panel`}
        aria-labelledby={`${formId}-tab-${tab.key}`}
        className="grid gap-4 sm:grid-cols-2"
      >
        <p className="text-sm text-zinc-600 sm:col-span-2 dark:text-zinc-400">
          {t.step(current + 1, sellerRegistrationTabs.length)}
        </p>
        {tab.fields.map((name) => (
          <TextField
            key={name}
            label={labels[name]}
            required={!optionalFields.has(name)}
            error={errors[name]?.message}
            className={name === 'addressLine1' || name === 'socialMediaLinks' ? 'sm:col-span-2' : undefined}
            {...inputProps[name]}
            {...register(name)}
          />
        ))}
      </div>

      <div className="flex items-center justify-between gap-3 border-t border-zinc-200 pt-4 dark:border-zinc-800">
        <Button variant="secondary" disabled={current === 0 || busy} onClick={() => setCurrent(current - 1)}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t.previous}
        </Button>
        {current < lastTab ? (
          <Button type="submit">
            {t.next}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Button>
        ) : (
          <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
            {busy && <Loader2 aria-hidden="true" className="size-4 animate-spin" />}
            {t.submit}
          </Button>
        )}
      </div>
    </form>
  );
}
