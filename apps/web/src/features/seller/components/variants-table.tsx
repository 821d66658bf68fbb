import {
  productFormMessages,
  variantFormMessages,
  variantMessages,
  variantOptionNames,
  VARIANTS_MAX,
  type ProductVariant,
  type VariantOptionName,
} from '@bazaar/domain';
import { ImagePlus, Loader2, Plus, Trash2, X } from 'lucide-react';
import { useId, useState, type InputHTMLAttributes, type Ref } from 'react';
import { useFieldArray, useFormContext, useWatch, type FieldError, type FieldErrors } from 'react-hook-form';
import { Button } from '../../../components/button';
import { controlStyles } from '../../../components/form/field';
import { showPopup } from '../../../components/popup';
import { failureMessage } from '../../../lib/failure-message';
import { useUploadImages } from '../../../api/media/upload-images';

const t = variantMessages;
const f = variantFormMessages;

/** One row of the table as its inputs hold it (text; the domain's ProductVariantsSchema reads it). */
export interface VariantRow {
  /** the variant's id when editing one the product has (kept, with its cart lines) */
  id: string;
  sku: string;
  options: Record<VariantOptionName, string>;
  stock: string;
  mrpPrice: string;
  sellingPrice: string;
  image: string;
  /** the stock the form was filled with (an edit refuses a stock that orders moved meanwhile) */
  expectedStock: string;
}

/** The part of the product form the table fills. */
export interface VariantsFormValues {
  variants: VariantRow[];
}

const emptyOptions = { size: '', colour: '', storage: '' };

export const emptyRow = (): VariantRow => ({
  id: '',
  sku: '',
  options: { ...emptyOptions },
  stock: '',
  mrpPrice: '',
  sellingPrice: '',
  image: '',
  expectedStock: '',
});

/** A stored variant as a row of the edit form. */
export function rowOf(variant: ProductVariant): VariantRow {
  return {
    id: variant.id,
    sku: variant.sku,
    options: { ...emptyOptions, ...variant.options },
    stock: String(variant.stock),
    mrpPrice: String(variant.mrpPrice),
    sellingPrice: String(variant.sellingPrice),
    image: variant.image ?? '',
    expectedStock: String(variant.stock),
  };
}

/** The options the rows use (at least size, for a new table). */
export function optionsInUse(rows: readonly VariantRow[]): VariantOptionName[] {
  const used = variantOptionNames.filter((name) => rows.some((row) => row.options[name].trim() !== ''));
  return used.length > 0 ? used : ['size'];
}

/**
 * A message of the domain's variants schema as the cell shows it: without the 'variants[2].sku: ' that names the
 * cell (the cell is where it is shown), and with 'variants[0]' read as the row the seller sees ('Variant 1').
 */
export function cellMessage(error: FieldError | undefined): string | undefined {
  return error?.message
    ?.replace(/^variants\[\d+\](?:\.[\w.]+)?: /, '')
    .replace(/variants\[(\d+)\]/g, (_, index: string) => f.row(Number(index) + 1));
}

type RowErrors = FieldErrors<VariantRow> | undefined;

/**
 * issue 20: the seller's variants as a table: a row per variant (its options, SKU, stock, MRP, selling price and
 * an optional photo through the media upload), rows added and removed, at most VARIANTS_MAX; each row's problems
 * are shown in its cells, with the domain schema's messages. Where the form is narrow (a phone, or the form's column
 * on a desktop) each row is a card of labelled fields; a table from 42rem of room.
 */
export function VariantsTable({ disabled }: { disabled: boolean }) {
  const { control, register, setValue, getValues, formState } = useFormContext<VariantsFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'variants' });
  const rows = useWatch({ control, name: 'variants' });
  const [shown, setShown] = useState<VariantOptionName[]>(() => optionsInUse(getValues('variants')));
  const errors = formState.errors.variants;
  const listError = cellMessage(errors?.root ?? (errors as FieldError | undefined));
  const headingId = useId();

  function toggleOption(name: VariantOptionName, on: boolean) {
    if (on) {
      setShown(variantOptionNames.filter((each) => each === name || shown.includes(each)));
      return;
    }
    setShown(shown.filter((each) => each !== name));
    // a column taken away takes its values with it (every variant names the same options)
    getValues('variants').forEach((_, index) => setValue(`variants.${index}.options.${name}`, ''));
  }

  if (fields.length === 0) {
    return (
      <div className="flex flex-col items-start gap-3">
        <p className="text-sm text-zinc-600 dark:text-zinc-400">{f.intro}</p>
        <Button variant="secondary" disabled={disabled} onClick={() => append(emptyRow())}>
          <Plus aria-hidden="true" className="size-4" />
          {f.addVariants}
        </Button>
      </div>
    );
  }

  const columns = [
    ...shown.map((name) => t.labels[name]),
    t.labels.sku,
    productFormMessages.labels.stock,
    productFormMessages.labels.mrpPrice,
    productFormMessages.labels.sellingPrice,
    f.photo,
  ];

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-zinc-600 dark:text-zinc-400">{f.intro}</p>
      <fieldset className="flex flex-wrap items-center gap-x-5 gap-y-2">
        <legend className="mb-2 text-sm font-medium text-zinc-700 dark:text-zinc-300">{f.optionsUsed}</legend>
        {variantOptionNames.map((name) => (
          <label key={name} className="inline-flex min-h-11 items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={shown.includes(name)}
              // one option at least: a variant is named by its options
              disabled={disabled || (shown.length === 1 && shown.includes(name))}
              onChange={(event) => toggleOption(name, event.target.checked)}
              className="size-4 accent-brand-600"
            />
            {t.labels[name]}
          </label>
        ))}
      </fieldset>

      <div className="@container">
        <div className="@2xl:overflow-x-auto">
          <table aria-labelledby={headingId} className="block w-full text-sm @2xl:table">
            <caption id={headingId} className="sr-only">
              {t.labels.variants}
            </caption>
            <thead className="sr-only @2xl:not-sr-only @2xl:table-header-group">
              <tr className="border-b border-zinc-200 text-left text-xs text-zinc-500 dark:border-zinc-800 dark:text-zinc-400">
                <th scope="col" className="py-2 pr-2 font-semibold">
                  #
                </th>
                {columns.map((label) => (
                  <th key={label} scope="col" className="px-1 py-2 font-semibold">
                    {label}
                  </th>
                ))}
                <td />
              </tr>
            </thead>
            <tbody className="block space-y-3 @2xl:table-row-group @2xl:space-y-0">
              {fields.map((field, index) => {
                const row = index + 1;
                const rowErrors = (errors as RowErrors[] | undefined)?.[index];
                const optionsError = cellMessage(rowErrors?.options as FieldError | undefined);
                return (
                  <tr
                    key={field.id}
                    className="grid grid-cols-2 gap-3 rounded-xl border border-zinc-200 p-3 @2xl:table-row @2xl:rounded-none @2xl:border-0 @2xl:border-b @2xl:p-0 dark:border-zinc-800"
                  >
                    <th
                      scope="row"
                      className="col-span-2 text-left text-sm font-semibold @2xl:py-2 @2xl:pr-2 @2xl:align-top @2xl:text-xs @2xl:leading-11"
                    >
                      <span className="@2xl:hidden">{f.row(row)}</span>
                      <span className="hidden @2xl:inline">{row}</span>
                    </th>
                    {shown.map((name, position) => (
                      <Cell
                        key={name}
                        label={t.labels[name]}
                        row={row}
                        // the options' problem (none given, the same as another row's) is shown once, under the first
                        error={
                          cellMessage(rowErrors?.options?.[name] as FieldError | undefined) ??
                          (position === 0 ? optionsError : undefined)
                        }
                        invalid={optionsError !== undefined}
                        inputProps={{ ...register(`variants.${index}.options.${name}`), disabled }}
                      />
                    ))}
                    <Cell
                      label={t.labels.sku}
                      row={row}
                      error={cellMessage(rowErrors?.sku)}
                      inputProps={{
                        ...register(`variants.${index}.sku`),
                        disabled,
                        autoCapitalize: 'characters',
                      }}
                    />
                    <Cell
                      label={productFormMessages.labels.stock}
                      row={row}
                      error={cellMessage(rowErrors?.stock)}
                      inputProps={{ ...register(`variants.${index}.stock`), disabled, inputMode: 'numeric' }}
                    />
                    <Cell
                      label={productFormMessages.labels.mrpPrice}
                      row={row}
                      error={cellMessage(rowErrors?.mrpPrice)}
                      leading="₹"
                      inputProps={{
                        ...register(`variants.${index}.mrpPrice`),
                        disabled,
                        inputMode: 'decimal',
                      }}
                    />
                    <Cell
                      label={productFormMessages.labels.sellingPrice}
                      row={row}
                      error={cellMessage(rowErrors?.sellingPrice)}
                      leading="₹"
                      inputProps={{
                        ...register(`variants.${index}.sellingPrice`),
                        disabled,
                        inputMode: 'decimal',
                      }}
                    />
                    <td className="@2xl:px-1 @2xl:py-2 @2xl:align-top">
                      <span className="mb-1 block text-xs font-medium text-zinc-600 @2xl:hidden dark:text-zinc-400">
                        {f.photo}
                      </span>
                      <RowPhoto
                        row={row}
                        image={rows?.[index]?.image ?? ''}
                        error={cellMessage(rowErrors?.image)}
                        disabled={disabled}
                        onChange={(url) => setValue(`variants.${index}.image`, url, { shouldDirty: true })}
                      />
                    </td>
                    <td className="col-span-2 flex items-end justify-end @2xl:table-cell @2xl:py-2 @2xl:pl-1 @2xl:align-top">
                      <button
                        type="button"
                        disabled={disabled}
                        onClick={() => remove(index)}
                        aria-label={f.removeRow(row)}
                        className="grid size-11 place-items-center rounded-lg text-red-700 hover:bg-red-50 disabled:opacity-50 dark:text-red-400 dark:hover:bg-red-950/40"
                      >
                        <Trash2 aria-hidden="true" className="size-4" />
                      </button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      </div>

      {listError && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {listError}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <Button
          variant="secondary"
          disabled={disabled || fields.length >= VARIANTS_MAX}
          onClick={() => append(emptyRow())}
        >
          <Plus aria-hidden="true" className="size-4" />
          {f.addRow}
        </Button>
        <span className="text-sm text-zinc-600 dark:text-zinc-400">
          {f.count(fields.length, VARIANTS_MAX)}
        </span>
      </div>
    </div>
  );
}

function Cell({
  label,
  row,
  error,
  invalid = false,
  leading,
  inputProps,
}: {
  label: string;
  row: number;
  error: string | undefined;
  invalid?: boolean;
  leading?: string;
  inputProps: InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };
}) {
  const errorId = useId();
  return (
    <td className="min-w-0 @2xl:min-w-24 @2xl:px-1 @2xl:py-2 @2xl:align-top">
      <label className="flex flex-col gap-1">
        <span className="text-xs font-medium text-zinc-600 @2xl:sr-only dark:text-zinc-400">{label}</span>
        <span className="relative">
          {leading && (
            <span
              aria-hidden="true"
              className="pointer-events-none absolute inset-y-0 left-2 grid place-items-center text-sm text-zinc-500 dark:text-zinc-400"
            >
              {leading}
            </span>
          )}
          <input
            type="text"
            {...inputProps}
            aria-label={f.cell(label, row)}
            aria-invalid={error !== undefined || invalid || undefined}
            aria-describedby={error ? errorId : undefined}
            className={controlStyles({
              invalid: error !== undefined || invalid,
              className: leading ? 'pl-6' : undefined,
            })}
          />
        </span>
      </label>
      {error && (
        <p id={errorId} className="mt-1 text-xs text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </td>
  );
}

/** A variant's own photo: uploaded through the media upload as soon as it is picked, shown small. */
function RowPhoto({
  row,
  image,
  error,
  disabled,
  onChange,
}: {
  row: number;
  image: string;
  error: string | undefined;
  disabled: boolean;
  onChange: (url: string) => void;
}) {
  const upload = useUploadImages();
  const inputId = useId();

  async function pick(file: File | undefined) {
    if (!file) return;
    try {
      const reply = await upload.mutateAsync([file]);
      onChange(reply.images[0]?.secure_url ?? '');
    } catch (failure) {
      void showPopup({
        icon: 'error',
        title: productFormMessages.uploadFailedTitle,
        text: failureMessage(failure),
      });
    }
  }

  return (
    <div className="flex flex-col gap-1">
      {image ? (
        <div className="relative size-11">
          <img
            src={image}
            alt={f.row(row)}
            width={44}
            height={44}
            className="size-11 rounded-lg object-cover"
          />
          <button
            type="button"
            disabled={disabled}
            onClick={() => onChange('')}
            aria-label={f.removePhotoOf(row)}
            className="absolute -top-2 -right-2 grid size-6 place-items-center rounded-full bg-zinc-900 text-white dark:bg-zinc-100 dark:text-zinc-900"
          >
            <X aria-hidden="true" className="size-3.5" />
          </button>
        </div>
      ) : (
        <label
          htmlFor={inputId}
          className="inline-flex h-11 cursor-pointer items-center gap-1.5 rounded-lg border border-dashed border-zinc-400 px-2 text-xs font-medium whitespace-nowrap text-zinc-700 hover:border-brand-500 dark:border-zinc-600 dark:text-zinc-300"
        >
          {upload.isPending ? (
            <Loader2 aria-hidden="true" className="size-4 animate-spin" />
          ) : (
            <ImagePlus aria-hidden="true" className="size-4" />
          )}
          {upload.isPending ? f.uploadingPhoto : f.addPhoto}
          <input
            id={inputId}
            type="file"
            accept="image/*"
            aria-label={f.addPhotoOf(row)}
            disabled={disabled || upload.isPending}
            onChange={(event) => {
              void pick(event.target.files?.[0]);
              event.target.value = '';
            }}
            className="sr-only"
          />
        </label>
      )}
      {error && <p className="text-xs text-red-700 dark:text-red-400">{error}</p>}
    </div>
  );
}
