import { checkoutMessages, PIN_CODE_LENGTH, ShippingAddressReplySchema } from '@bazaar/domain';
import type { ChangeEvent } from 'react';
import { useFormContext } from 'react-hook-form';
import { emptyAddress, type CheckoutFormValues } from './checkout-form-values';
import { TextField } from '../../../components/form/text-field';

const t = checkoutMessages;

type AddressField = Exclude<keyof CheckoutFormValues['shippingAddress'], 'isDefaultShippingAddress'>;

const fields: readonly { name: AddressField; autoComplete: string; required: boolean }[] = [
  { name: 'addressLine1', autoComplete: 'address-line1', required: true },
  { name: 'addressLine2', autoComplete: 'address-line2', required: false },
  { name: 'city', autoComplete: 'address-level2', required: true },
  { name: 'state', autoComplete: 'address-level1', required: true },
  { name: 'country', autoComplete: 'country-name', required: true },
  { name: 'pinCode', autoComplete: 'postal-code', required: true },
];

/** docs/product.md §5: shipping values are lower-cased as they are typed (the caret stays where it was). */
function lowerCaseAsTyped(event: ChangeEvent<HTMLInputElement>): void {
  const input = event.target;
  const lower = input.value.toLowerCase();
  if (lower === input.value) return;
  const { selectionStart, selectionEnd } = input;
  input.value = lower;
  input.setSelectionRange(selectionStart, selectionEnd);
}

/** The saved default address (profile's `shippingAddress`), when it is a complete one. */
export function savedAddressOf(shippingAddress: Record<string, unknown> | null | undefined) {
  const parsed = ShippingAddressReplySchema.safeParse(shippingAddress);
  return parsed.success && parsed.data.addressLine1 !== '' ? parsed.data : undefined;
}

/**
 * The shipping address (docs/product.md §3, §5): address lines, city, state, country, pin code (6 digits), "use default
 * address" when one is saved, and "save as default address".
 */
export function ShippingAddressFields({ savedAddress }: { savedAddress: ReturnType<typeof savedAddressOf> }) {
  const {
    register,
    setValue,
    getValues,
    formState: { errors },
  } = useFormContext<CheckoutFormValues>();
  const fieldErrors = errors.shippingAddress;

  function fillFromSaved(event: ChangeEvent<HTMLInputElement>) {
    const isDefault = getValues('shippingAddress.isDefaultShippingAddress');
    const address = event.target.checked && savedAddress ? savedAddress : emptyAddress;
    for (const { name } of fields) {
      setValue(`shippingAddress.${name}`, address[name].toLowerCase(), {
        shouldValidate: event.target.checked,
        shouldDirty: true,
      });
    }
    setValue('shippingAddress.isDefaultShippingAddress', isDefault);
  }

  return (
    <fieldset className="space-y-4">
      <legend className="mb-4 text-lg font-bold tracking-tight">{t.shippingAddress}</legend>
      {savedAddress && (
        <label className="flex items-center gap-2 text-sm font-medium">
          <input type="checkbox" onChange={fillFromSaved} className="size-4 accent-brand-600" />
          {t.useDefaultAddress}
        </label>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        {fields.map(({ name, autoComplete, required }) => {
          const registered = register(`shippingAddress.${name}`);
          return (
            <TextField
              key={name}
              label={t.labels[name]}
              required={required}
              autoComplete={`shipping ${autoComplete}`}
              error={fieldErrors?.[name]?.message}
              className={name === 'addressLine1' || name === 'addressLine2' ? 'sm:col-span-2' : undefined}
              {...(name === 'pinCode' ? { maxLength: PIN_CODE_LENGTH, inputMode: 'numeric' as const } : {})}
              {...registered}
              onChange={(event) => {
                lowerCaseAsTyped(event);
                return registered.onChange(event);
              }}
            />
          );
        })}
      </div>
      <label className="flex items-center gap-2 text-sm font-medium">
        <input
          type="checkbox"
          className="size-4 accent-brand-600"
          {...register('shippingAddress.isDefaultShippingAddress')}
        />
        {t.saveAsDefault}
      </label>
    </fieldset>
  );
}
