import { addressMessages, checkoutMessages, ShippingAddressReplySchema, type Address } from '@bazaar/domain';
import { useEffect, type ChangeEvent } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { emptyAddress, type CheckoutFormValues } from './checkout-form-values';
import { useAddresses } from '../../../api/addresses/get-addresses';
import { AddressFields, addressFieldNames as fields } from '../../../components/form/address-fields';
import { postalAddressLines } from '../../../components/postal-address';
import { useAuth } from '../../../lib/auth/session';

const t = checkoutMessages;

/** The saved default address (profile's `shippingAddress`), when it is a complete one. */
export function savedAddressOf(shippingAddress: Record<string, unknown> | null | undefined) {
  const parsed = ShippingAddressReplySchema.safeParse(shippingAddress);
  return parsed.success && parsed.data.addressLine1 !== '' ? parsed.data : undefined;
}

/** The form's address fields holding exactly this saved address. */
export function addressFields(
  address: Address,
): Omit<CheckoutFormValues['shippingAddress'], 'isDefaultShippingAddress'> {
  return {
    fullName: address.fullName,
    phoneNumber: address.phoneNumber,
    addressLine1: address.addressLine1,
    addressLine2: address.addressLine2,
    city: address.city,
    state: address.state,
    country: address.country,
    pinCode: address.pinCode,
  };
}

const NEW = 'new';

/**
 * The shipping address (docs/product.md §3, §5; issue 21): a saved address picked from the book (the default
 * first), or a new one typed as the shopper wants it — kept as typed — with the recipient's name and phone, to
 * save to the book or as the default if asked. Pin code 6 digits.
 */
export function ShippingAddressFields({ savedAddress }: { savedAddress: ReturnType<typeof savedAddressOf> }) {
  const {
    register,
    setValue,
    getValues,
    control,
    formState: { errors },
  } = useFormContext<CheckoutFormValues>();
  const { user } = useAuth();
  const fieldErrors = errors.shippingAddress;
  const book = useAddresses().data?.addresses ?? [];
  const typed = useWatch({ control, name: 'shippingAddress' });
  const picked = book.find((address) =>
    fields.every((name) => (typed[name] ?? '') === addressFields(address)[name]),
  );

  function fill(
    values: Omit<CheckoutFormValues['shippingAddress'], 'isDefaultShippingAddress'>,
    validate: boolean,
  ) {
    for (const name of fields) {
      setValue(`shippingAddress.${name}`, values[name], { shouldValidate: validate, shouldDirty: true });
    }
  }

  // The default address is picked at first, while nothing of an address is typed yet.
  const defaultAddress = book.find((address) => address.isDefault);
  useEffect(() => {
    const lines = ['addressLine1', 'addressLine2', 'city', 'state', 'country', 'pinCode'] as const;
    if (defaultAddress && lines.every((name) => getValues(`shippingAddress.${name}`) === '')) {
      for (const name of fields) setValue(`shippingAddress.${name}`, addressFields(defaultAddress)[name]);
    }
  }, [defaultAddress, getValues, setValue]);

  function pick(event: ChangeEvent<HTMLInputElement>) {
    const address = book.find((saved) => saved.id === event.target.value);
    // a new address is still for the account's holder unless they type someone else
    const recipient = { ...emptyAddress, fullName: user?.name ?? '', phoneNumber: user?.phoneNumber ?? '' };
    fill(address ? addressFields(address) : recipient, Boolean(address));
    setValue('saveToBook', false);
  }

  function fillFromSaved(event: ChangeEvent<HTMLInputElement>) {
    const isDefault = getValues('shippingAddress.isDefaultShippingAddress');
    const address =
      event.target.checked && savedAddress ? { ...emptyAddress, ...savedAddress } : emptyAddress;
    fill(
      {
        fullName: getValues('shippingAddress.fullName'),
        phoneNumber: getValues('shippingAddress.phoneNumber'),
        addressLine1: address.addressLine1,
        addressLine2: address.addressLine2,
        city: address.city,
        state: address.state,
        country: address.country,
        pinCode: address.pinCode,
      },
      event.target.checked,
    );
    setValue('shippingAddress.isDefaultShippingAddress', isDefault);
  }

  return (
    <fieldset className="space-y-4">
      <legend className="mb-4 text-lg font-bold tracking-tight">{t.shippingAddress}</legend>
      {book.length > 0 ? (
        <fieldset className="space-y-2">
          <legend className="mb-2 text-sm font-semibold">{addressMessages.savedAddresses}</legend>
          {book.map((address) => (
            <label
              key={address.id}
              className="flex cursor-pointer items-start gap-3 rounded-xl border border-zinc-200 p-3 text-sm has-checked:border-brand-600 dark:border-zinc-700 dark:has-checked:border-brand-400"
            >
              <input
                type="radio"
                name="saved-address"
                value={address.id}
                checked={picked?.id === address.id}
                onChange={pick}
                aria-label={addressMessages.deliverHere(`${address.fullName}, ${address.addressLine1}`)}
                className="mt-0.5 size-4 accent-brand-600"
              />
              <span className="min-w-0 break-words">
                {postalAddressLines(address).join(', ')}
                {address.isDefault && (
                  <span className="ml-2 rounded-full bg-zinc-100 px-2 py-0.5 text-xs font-semibold dark:bg-zinc-800">
                    {addressMessages.defaultBadge}
                  </span>
                )}
              </span>
            </label>
          ))}
          <label className="flex cursor-pointer items-center gap-3 rounded-xl border border-zinc-200 p-3 text-sm font-medium has-checked:border-brand-600 dark:border-zinc-700 dark:has-checked:border-brand-400">
            <input
              type="radio"
              name="saved-address"
              value={NEW}
              checked={!picked}
              onChange={pick}
              className="size-4 accent-brand-600"
            />
            {addressMessages.newAddress}
          </label>
        </fieldset>
      ) : (
        savedAddress && (
          <label className="flex items-center gap-2 text-sm font-medium">
            <input type="checkbox" onChange={fillFromSaved} className="size-4 accent-brand-600" />
            {t.useDefaultAddress}
          </label>
        )
      )}
      <AddressFields
        register={(name) => register(`shippingAddress.${name}`)}
        errors={fieldErrors}
        recipientRequired={false}
      />
      {!picked && (
        <label className="flex items-center gap-2 text-sm font-medium">
          <input type="checkbox" className="size-4 accent-brand-600" {...register('saveToBook')} />
          {addressMessages.saveToBook}
        </label>
      )}
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
