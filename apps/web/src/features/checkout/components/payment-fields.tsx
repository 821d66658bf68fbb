import {
  CARD_NUMBER_LENGTH,
  checkoutMessages,
  CVV_LENGTH,
  expiryYearOptions,
  monthOptions,
  paymentMethodOptions,
} from '@bazaar/domain';
import { Banknote, CreditCard, Smartphone } from 'lucide-react';
import type { ChangeEvent, ClipboardEvent } from 'react';
import { useFormContext } from 'react-hook-form';
import type { CheckoutFormValues } from './checkout-form-values';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';

const t = checkoutMessages;
const labels = t.paymentLabels;

const icons = { debitcard: CreditCard, upi: Smartphone, cod: Banknote } as const;

/**
 * The card number keeps digits only, so its 16-character cap counts digits: a number typed or pasted in
 * groups ('4111 1111 1111 1111', as banking apps copy it) arrives whole instead of cut to its first 16
 * characters. Returns the field's new value when the paste was changed, else undefined (the browser pastes).
 */
function cardDigits(input: HTMLInputElement, inserted: string): string | undefined {
  const digits = inserted.replace(/\D/g, '');
  if (digits === inserted) return undefined;
  const { value } = input;
  const start = input.selectionStart ?? value.length;
  const end = input.selectionEnd ?? value.length;
  return (value.slice(0, start) + digits + value.slice(end)).replace(/\D/g, '').slice(0, CARD_NUMBER_LENGTH);
}

function digitsAsTyped(event: ChangeEvent<HTMLInputElement>): void {
  const input = event.target;
  const digits = input.value.replace(/\D/g, '');
  if (digits !== input.value) input.value = digits;
}

/**
 * The three payment choices of docs/product.md §2 — Debit / Credit Card, UPI, Cash On Delivery — and the details the
 * chosen one needs (card: number 16, holder, expiry month and year, CVV 3; UPI: the id), with docs/product.md §5's
 * messages.
 */
export function PaymentFields() {
  const {
    register,
    setValue,
    watch,
    formState: { errors },
  } = useFormContext<CheckoutFormValues>();
  const method = watch('paymentData.methodName');
  const detailErrors = errors.paymentData?.methodDetail;
  const methodError = errors.paymentData?.methodName?.message;
  const cardNumber = register('paymentData.methodDetail.cardNumber');

  return (
    <fieldset className="space-y-4" aria-describedby={methodError ? 'payment-method-error' : undefined}>
      <legend className="mb-4 text-lg font-bold tracking-tight">{t.paymentMethod}</legend>
      <div className="grid gap-3 sm:grid-cols-3">
        {paymentMethodOptions.map((option) => {
          const Icon = icons[option.id];
          return (
            <label
              key={option.id}
              className="flex cursor-pointer items-center gap-3 rounded-xl border border-zinc-300 p-3 text-sm font-medium transition-colors hover:bg-zinc-50 has-checked:border-brand-600 has-checked:bg-brand-50 has-checked:ring-1 has-checked:ring-brand-600 dark:border-zinc-700 dark:hover:bg-zinc-800 dark:has-checked:border-brand-400 dark:has-checked:bg-brand-900/40 dark:has-checked:ring-brand-400"
            >
              <input
                type="radio"
                value={option.id}
                className="size-4 accent-brand-600"
                {...register('paymentData.methodName')}
              />
              <Icon aria-hidden="true" className="size-5 text-zinc-500 dark:text-zinc-400" />
              {option.value}
            </label>
          );
        })}
      </div>
      {methodError && (
        <p id="payment-method-error" role="alert" className="text-sm text-red-600 dark:text-red-400">
          {methodError}
        </p>
      )}

      {method === 'debitcard' && (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={labels.cardNumber}
            required
            inputMode="numeric"
            autoComplete="cc-number"
            maxLength={CARD_NUMBER_LENGTH}
            error={detailErrors?.cardNumber?.message}
            className="sm:col-span-2"
            {...cardNumber}
            onChange={(event) => {
              digitsAsTyped(event);
              return cardNumber.onChange(event);
            }}
            onPaste={(event: ClipboardEvent<HTMLInputElement>) => {
              const next = cardDigits(event.currentTarget, event.clipboardData.getData('text'));
              if (next === undefined) return;
              event.preventDefault();
              setValue('paymentData.methodDetail.cardNumber', next, { shouldDirty: true });
            }}
          />
          <TextField
            label={labels.cardHolderName}
            required
            autoComplete="cc-name"
            error={detailErrors?.cardHolderName?.message}
            className="sm:col-span-2"
            {...register('paymentData.methodDetail.cardHolderName')}
          />
          <SelectField
            label={labels.expiryMonth}
            required
            placeholder={t.selectMonth}
            options={monthOptions}
            autoComplete="cc-exp-month"
            error={detailErrors?.expiryMonth?.message}
            {...register('paymentData.methodDetail.expiryMonth')}
          />
          <SelectField
            label={labels.expiryYear}
            required
            placeholder={t.selectYear}
            options={expiryYearOptions()}
            autoComplete="cc-exp-year"
            error={detailErrors?.expiryYear?.message}
            {...register('paymentData.methodDetail.expiryYear')}
          />
          <TextField
            label={labels.cvv}
            required
            type="password"
            inputMode="numeric"
            autoComplete="cc-csc"
            maxLength={CVV_LENGTH}
            error={detailErrors?.cvv?.message}
            className="sm:max-w-40"
            {...register('paymentData.methodDetail.cvv')}
          />
        </div>
      )}
      {method === 'upi' && (
        <TextField
          label={labels.upiId}
          required
          placeholder="name@bank"
          autoComplete="off"
          error={detailErrors?.upiId?.message}
          {...register('paymentData.methodDetail.upiId')}
        />
      )}
      {method === 'cod' && <p className="text-sm text-zinc-600 dark:text-zinc-400">{t.codNote}</p>}
    </fieldset>
  );
}
