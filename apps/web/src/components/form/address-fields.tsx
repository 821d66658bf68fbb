import { addressMessages, PIN_CODE_LENGTH } from '@bazaar/domain';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from './text-field';

/** The typed parts of an address, in the order the form asks for them. */
export const addressFieldNames = [
  'fullName',
  'phoneNumber',
  'addressLine1',
  'addressLine2',
  'city',
  'state',
  'country',
  'pinCode',
] as const;
export type AddressFieldName = (typeof addressFieldNames)[number];

const fields: Record<AddressFieldName, { autoComplete: string; required: boolean; wide?: boolean }> = {
  fullName: { autoComplete: 'name', required: true },
  phoneNumber: { autoComplete: 'tel', required: true },
  addressLine1: { autoComplete: 'address-line1', required: true, wide: true },
  addressLine2: { autoComplete: 'address-line2', required: false, wide: true },
  city: { autoComplete: 'address-level2', required: true },
  state: { autoComplete: 'address-level1', required: true },
  country: { autoComplete: 'country-name', required: true },
  pinCode: { autoComplete: 'postal-code', required: true },
};

export interface AddressFieldsProps {
  /** The form's `register` for each part (checkout's are under `shippingAddress.`, the book's at the top). */
  register: (name: AddressFieldName) => UseFormRegisterReturn;
  /** The message under each part, from the form's schema or the API's 400 naming the field. */
  errors?: Partial<Record<AddressFieldName, { message?: string } | undefined>>;
  /** Checkout's recipient may be left blank (the account's holder); the address book's may not. */
  recipientRequired: boolean;
}

/**
 * The fields of a shipping address (issue 21): the recipient's name and phone, the lines, city, state, country
 * and a 6-digit pin code, kept as typed. Checkout's new address and the profile's address book both use it,
 * each under its own domain schema.
 */
export function AddressFields({ register, errors, recipientRequired }: AddressFieldsProps) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {addressFieldNames.map((name) => {
        const { autoComplete, required, wide } = fields[name];
        const recipient = name === 'fullName' || name === 'phoneNumber';
        return (
          <TextField
            key={name}
            label={addressMessages.labels[name]}
            required={recipient ? recipientRequired : required}
            autoComplete={`shipping ${autoComplete}`}
            error={errors?.[name]?.message}
            className={wide ? 'sm:col-span-2' : undefined}
            {...(name === 'pinCode' ? { maxLength: PIN_CODE_LENGTH, inputMode: 'numeric' as const } : {})}
            {...(name === 'phoneNumber' ? { type: 'tel', inputMode: 'tel' as const } : {})}
            {...register(name)}
          />
        );
      })}
    </div>
  );
}
