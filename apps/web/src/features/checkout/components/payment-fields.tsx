import {
  CARD_NUMBER_MAX_LENGTH,
  cardBrand,
  cardBrands,
  checkoutMessages,
  cvvLength,
  expiryYearOptions,
  monthOptions,
  paymentMethodOptions,
} from '@bazaar/domain';
import { Banknote, CreditCard, Smartphone } from 'lucide-react';
import type { ChangeEvent } from 'react';
import { useFormContext } from 'react-hook-form';
import type { CheckoutFormValues } from './checkout-form-values';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';

const t = checkoutMessages;
const labels = t.paymentLabels;

const icons = { debitcard: CreditCard, upi: Smartphone, cod: Banknote } as const;

/**
 * The card number keeps digits and the spaces or dashes between groups ('4539 5787 6362 1486', as cards print
 * it and banking apps copy it), so a grouped number arrives whole; what is typed past the 19th digit is cut.
 */
function cardNumberAsTyped(event: ChangeEvent<HTMLInputElement>): void {
  const input = event.target;
  let digits = 0;
  let kept = '';
  for (const character of input.value.replace(/[^\d -]/g, '')) {
    if (/\d/.test(character)) {
      if (digits === CARD_NUMBER_MAX_LENGTH) break;
      digits += 1;
    }
    kept += character;
  }
  if (kept !== input.value) input.value = kept;
}

/**
 * The three payment choices of docs/product.md §2 — Debit / Credit Card, UPI, Cash On Delivery — and the details
 * the chosen one needs (card: a number of 13–19 digits with its brand shown as it is typed, holder, expiry month
 * and year, CVV 3 digits or 4 for American Express; UPI: the id), with docs/product.md §5's messages.
 */
export function PaymentFields() {
  const {
    register,
    watch,
    formState: { errors },
  } = useFormContext<CheckoutFormValues>();
  const method = watch('paymentData.methodName');
  const detailErrors = errors.paymentData?.methodDetail;
  const methodError = errors.paymentData?.methodName?.message;
  const cardNumber = register('paymentData.methodDetail.cardNumber');
  const typedNumber = String(watch('paymentData.methodDetail.cardNumber') ?? '');
  const brand = cardBrand(typedNumber);

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
            error={detailErrors?.cardNumber?.message}
            className="sm:col-span-2"
            // The brand under the number as it is typed (it gives way to an error message).
            hint={brand && t.cardBrandLabel(cardBrands[brand])}
            {...cardNumber}
            onChange={(event) => {
              cardNumberAsTyped(event);
              return cardNumber.onChange(event);
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
            maxLength={cvvLength(typedNumber)}
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
