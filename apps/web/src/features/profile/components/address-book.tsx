import {
  ADDRESS_BOOK_MAX,
  addressesApiMessages,
  AddressInputSchema,
  addressMessages,
  errorMessages,
  popupTitles,
  type Address,
  type AddressInput,
} from '@bazaar/domain';
import { useQueryClient } from '@tanstack/react-query';
import { MapPin, Pencil, Plus, Star, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useAddAddress } from '../../../api/addresses/add-address';
import { useDeleteAddress } from '../../../api/addresses/delete-address';
import { useAddresses } from '../../../api/addresses/get-addresses';
import { addressKeys } from '../../../api/addresses/keys';
import { useUpdateAddress } from '../../../api/addresses/update-address';
import { Button } from '../../../components/button';
import {
  AddressFields,
  addressFieldNames,
  type AddressFieldName,
} from '../../../components/form/address-fields';
import { Loader } from '../../../components/loader';
import { confirmPopup, showPopup, showToast } from '../../../components/popup';
import { PostalAddress } from '../../../components/postal-address';
import { formResolver } from '../../../lib/form-resolver';
import { isHttpError, refusedFieldOf } from '../../../lib/http';

const t = addressMessages.book;

// The API's own schema, as checkout's "save to my address book" sends it: the same messages on both sides.
const addressResolver = formResolver(AddressInputSchema);

const blank = {
  fullName: '',
  phoneNumber: '',
  addressLine1: '',
  addressLine2: '',
  city: '',
  state: '',
  country: '',
  pinCode: '',
  isDefault: false,
};

function fieldsOf(address: Address): Record<AddressFieldName, string> {
  return Object.fromEntries(addressFieldNames.map((name) => [name, address[name]])) as Record<
    AddressFieldName,
    string
  >;
}

/** A 400 naming one of the form's fields (a pin code of 5 digits, a phone with letters) goes under it. */
function refusedField(error: unknown): AddressFieldName | undefined {
  const field = refusedFieldOf(error);
  return addressFieldNames.find((name) => name === field);
}

/** docs/product.md §8: 'Oops! Error {status}' with the server's message, or the connection message. */
function showFailure(error: unknown) {
  void showPopup(
    isHttpError(error)
      ? { icon: 'error', title: t.failedTitle(error.status), text: error.message }
      : { icon: 'error', title: popupTitles.oops, text: errorMessages.checkInternet },
  );
}

type Editing = { mode: 'add' } | { mode: 'edit'; address: Address } | null;

/**
 * The address book on My Account (issue 21): the saved addresses, the default first and marked; add, edit
 * (checkout's address fields under the API's schema), delete after a question, and set as the default. Every
 * change answers the whole book, which checkout's picker reads from the same cache.
 */
export function AddressBook() {
  const book = useAddresses();
  const [editing, setEditing] = useState<Editing>(null);
  // A closed form hands the focus back to what opened it (the card's Edit, or Add), not to the page's top.
  const root = useRef<HTMLDivElement>(null);
  const returnFocus = useRef<string | null>(null);
  useEffect(() => {
    const opener = returnFocus.current;
    if (editing || opener === null) return;
    returnFocus.current = null;
    (
      root.current?.querySelector<HTMLElement>(`[data-edit="${CSS.escape(opener)}"]`) ??
      root.current?.querySelector<HTMLElement>('[data-add]')
    )?.focus();
  }, [editing]);
  const close = (opener: string) => {
    returnFocus.current = opener;
    setEditing(null);
  };

  if (book.isPending) return <Loader />;
  if (book.isError) return <p className="text-sm text-zinc-600 dark:text-zinc-400">{t.loadFailed}</p>;
  const addresses = book.data.addresses;
  const full = addresses.length >= ADDRESS_BOOK_MAX;

  return (
    <div ref={root} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          {addresses.length === 0 ? t.empty : t.count(addresses.length)}
        </p>
        {editing?.mode !== 'add' && (
          <Button
            variant="secondary"
            size="sm"
            disabled={full}
            data-add
            aria-describedby={full ? 'address-book-full' : undefined}
            onClick={() => setEditing({ mode: 'add' })}
          >
            <Plus aria-hidden="true" className="size-4" />
            {t.add}
          </Button>
        )}
      </div>
      {full && (
        <p id="address-book-full" className="text-sm text-zinc-600 dark:text-zinc-400">
          {addressesApiMessages.addressBookFull}
        </p>
      )}
      {editing?.mode === 'add' && (
        <AddressForm firstAddress={addresses.length === 0} onDone={() => close('add')} />
      )}
      {addresses.length > 0 && (
        <ul aria-label={t.listLabel} className="grid gap-3 lg:grid-cols-2">
          {addresses.map((address) =>
            editing?.mode === 'edit' && editing.address.id === address.id ? (
              <li key={address.id} className="lg:col-span-2">
                <AddressForm address={address} onDone={() => close(address.id)} />
              </li>
            ) : (
              <AddressCard
                key={address.id}
                address={address}
                others={addresses.length - 1}
                onEdit={() => setEditing({ mode: 'edit', address })}
              />
            ),
          )}
        </ul>
      )}
    </div>
  );
}

function AddressCard({
  address,
  others,
  onEdit,
}: {
  address: Address;
  /** how many addresses stay after this one is deleted */
  others: number;
  onEdit: () => void;
}) {
  const update = useUpdateAddress();
  const remove = useDeleteAddress();
  const queryClient = useQueryClient();
  const busy = update.isPending || remove.isPending;
  const { id, isDefault: _isDefault, ...parts } = address;

  function failed(error: unknown) {
    // gone meanwhile (another tab deleted it): show the book as it is now
    if (isHttpError(error, 404)) void queryClient.invalidateQueries({ queryKey: addressKeys.book() });
    showFailure(error);
  }

  function makeDefault() {
    update.mutate(
      { id, body: { ...parts, isDefault: true } },
      {
        onSuccess: () => void showToast('success', t.defaultChanged(address.fullName)),
        onError: failed,
      },
    );
  }

  async function askToDelete() {
    const confirmed = await confirmPopup({
      title: t.deleteTitle,
      text:
        [parts.fullName, parts.addressLine1, parts.city].join(', ') +
        (address.isDefault && others > 0 ? `. ${t.deleteDefaultText}` : ''),
      confirmButtonText: t.deleteConfirm,
      cancelButtonText: t.deleteCancel,
    });
    if (!confirmed) return;
    remove.mutate(id, {
      onSuccess: ({ message }) => void showToast('success', message),
      onError: failed,
    });
  }

  return (
    <li
      aria-label={`${address.fullName}, ${address.addressLine1}`}
      className={[
        'flex flex-col gap-3 rounded-xl border p-3 text-sm sm:p-4',
        address.isDefault
          ? 'border-brand-300 bg-brand-50/40 dark:border-brand-700 dark:bg-brand-900/20'
          : 'border-zinc-200 dark:border-zinc-800',
      ].join(' ')}
    >
      <div className="flex items-start gap-2">
        <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600 dark:text-brand-300" />
        <div className="min-w-0 flex-1">
          <p className="flex flex-wrap items-center gap-2 font-semibold">
            <span className="break-words">{address.fullName}</span>
            {address.isDefault && (
              <span className="rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-800 dark:bg-brand-900/60 dark:text-brand-100">
                {addressMessages.defaultBadge}
              </span>
            )}
          </p>
          <PostalAddress
            address={{ ...parts, fullName: undefined }}
            className="mt-1 break-words text-zinc-600 dark:text-zinc-400"
          />
        </div>
      </div>
      {/* Edit, Set as default and Delete keep one line on a 390 px phone (their icons show from 400 px) */}
      <div className="flex flex-wrap gap-1.5 sm:gap-2">
        <Button variant="secondary" size="sm" onClick={onEdit} disabled={busy} data-edit={address.id}>
          <Pencil aria-hidden="true" className="hidden size-4 min-[400px]:block" />
          {t.edit}
        </Button>
        {!address.isDefault && (
          <Button variant="secondary" size="sm" onClick={makeDefault} disabled={busy}>
            <Star aria-hidden="true" className="hidden size-4 min-[400px]:block" />
            {t.setDefault}
          </Button>
        )}
        <Button variant="ghost" size="sm" onClick={() => void askToDelete()} disabled={busy}>
          <Trash2 aria-hidden="true" className="hidden size-4 min-[400px]:block" />
          {t.delete}
        </Button>
      </div>
    </li>
  );
}

/** A new address, or one being edited: checkout's address fields, checked by the API's schema. */
function AddressForm({
  address,
  firstAddress = false,
  onDone,
}: {
  address?: Address;
  /** the first address always becomes the default: no need to ask */
  firstAddress?: boolean;
  onDone: () => void;
}) {
  const add = useAddAddress();
  const update = useUpdateAddress();
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: addressResolver,
    defaultValues: address ? { ...fieldsOf(address), isDefault: false } : blank,
  });
  useEffect(() => setFocus('fullName'), [setFocus]);

  const submit = handleSubmit(async (values: AddressInput) => {
    try {
      const reply = address
        ? await update.mutateAsync({ id: address.id, body: values })
        : await add.mutateAsync(values);
      void showToast('success', reply.message);
      onDone();
    } catch (error) {
      const field = refusedField(error);
      if (field && isHttpError(error)) {
        setError(field, { message: error.message }, { shouldFocus: true });
        return;
      }
      if (isHttpError(error, 404)) {
        void queryClient.invalidateQueries({ queryKey: addressKeys.book() });
        onDone();
      }
      showFailure(error);
    }
  });

  const title = address ? t.editTitle : t.addTitle;
  const busy = isSubmitting;
  return (
    <form
      noValidate
      aria-label={title}
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-4 rounded-xl border border-zinc-200 bg-zinc-50 p-4 sm:p-5 dark:border-zinc-800 dark:bg-zinc-950/40"
    >
      <h3 className="text-base font-semibold">{title}</h3>
      <AddressFields register={(name) => register(name)} errors={errors} recipientRequired />
      {!firstAddress && !address?.isDefault && (
        <label className="flex items-center gap-2 text-sm font-medium">
          <input type="checkbox" className="size-4 accent-brand-600" {...register('isDefault')} />
          {t.makeDefault}
        </label>
      )}
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button type="submit" disabled={busy} className="sm:min-w-36">
          {busy ? t.saving : t.save}
        </Button>
        <Button variant="secondary" onClick={onDone} disabled={busy} className="sm:min-w-36">
          {t.cancel}
        </Button>
      </div>
    </form>
  );
}
