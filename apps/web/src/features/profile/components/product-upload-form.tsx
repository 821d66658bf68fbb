import {
  brandOptions,
  categoryOptions,
  errorMessages,
  hasSubCategories,
  isCategory,
  productFormMessages,
  ProductFormSchema,
  subCategoryOptions,
  type ProductForm,
  type SelectOption,
} from '@bazaar/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2, Upload } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import {
  useForm,
  useWatch,
  type FieldError,
  type Resolver,
  type UseFormRegisterReturn,
} from 'react-hook-form';
import { Button } from '../../../components/button';
import { showPopup, showToast } from '../../../components/popup';
import { isHttpError } from '../../../lib/http';
import { useAddProduct } from '../api/add-product';
import { useUploadImages } from '../api/upload-images';
import { ProductImagesField, useImageFiles } from './product-images-field';

const t = productFormMessages;
const labels = t.labels;

interface FormValues {
  name: string;
  brand: string;
  category: string;
  subCategory: string;
  mrpPrice: string;
  sellingPrice: string;
  stock: string;
  description: string;
}

const emptyForm: FormValues = {
  name: '',
  brand: '',
  category: '',
  subCategory: '',
  mrpPrice: '',
  sellingPrice: '',
  stock: '',
  description: '',
};

// The API's own schema, so the form and the server hold the same rules. It takes unknown input (it also
// parses request bodies), so its resolver is typed for unknown fields; the form's are strings.
const productResolver = zodResolver(ProductFormSchema) as unknown as Resolver<
  FormValues,
  unknown,
  ProductForm
>;

/**
 * spec §2/§5: the seller's product upload form in the profile panel. On submit the chosen images are
 * uploaded first, then the product is added with their URLs; success resets the form.
 */
export function ProductUploadForm() {
  const titleId = useId();
  const uploadImages = useUploadImages();
  const addProduct = useAddProduct();
  const images = useImageFiles();
  const {
    register,
    handleSubmit,
    reset,
    setValue,
    control,
    formState: { errors, isSubmitting },
  } = useForm<FormValues, unknown, ProductForm>({ resolver: productResolver, defaultValues: emptyForm });

  const category = useWatch({ control, name: 'category' });
  const subCategoryDisabled = !isCategory(category) || !hasSubCategories(category);
  const busy = isSubmitting || uploadImages.isPending || addProduct.isPending;

  const onSubmit = handleSubmit(async (product) => {
    try {
      const files = images.items.map((item) => item.file);
      const uploaded = files.length > 0 ? (await uploadImages.mutateAsync(files)).images : [];
      await addProduct.mutateAsync({
        name: product.name,
        brand: product.brand,
        category: product.category,
        subCategory: product.subCategory,
        description: product.description,
        stock: product.stock,
        mrpPrice: product.mrpPrice,
        sellingPrice: product.sellingPrice,
        image: uploaded.map((image) => image.secure_url),
      });
      // spec §8: 'Product successfully uploaded'.
      void showToast('success', t.uploaded);
      reset(emptyForm);
      images.clear();
    } catch (error) {
      // spec §8: 'Error uploading!' with the server message, for a 400 and a 500 alike.
      void showPopup({
        icon: 'error',
        title: t.uploadFailedTitle,
        text: isHttpError(error) ? error.message : errorMessages.checkInternet,
      });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby={titleId} className="flex flex-col gap-4">
      <div>
        <h3 id={titleId} className="text-base font-semibold text-zinc-900 dark:text-zinc-100">
          {t.uploadTitle}
        </h3>
        <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">{t.uploadIntro}</p>
      </div>

      <Field label={labels.name} error={errors.name}>
        {(props) => <input type="text" {...props} {...register('name')} className={controlClass(props)} />}
      </Field>

      <Field label={labels.brand} error={errors.brand}>
        {(props) => (
          <Select
            {...props}
            registration={register('brand')}
            placeholder={t.selectBrand}
            options={brandOptions}
          />
        )}
      </Field>

      <Field label={labels.category} error={errors.category}>
        {(props) => (
          <Select
            {...props}
            registration={register('category', {
              // A sub category belongs to one category: a new category starts with none.
              onChange: () => setValue('subCategory', ''),
            })}
            placeholder={t.selectCategory}
            options={categoryOptions}
          />
        )}
      </Field>
      <Field label={labels.subCategory} error={errors.subCategory}>
        {(props) => (
          <Select
            {...props}
            registration={register('subCategory')}
            disabled={subCategoryDisabled}
            placeholder={
              !isCategory(category)
                ? t.chooseCategoryFirst
                : hasSubCategories(category)
                  ? t.selectSubCategory
                  : t.noSubCategory
            }
            options={isCategory(category) ? subCategoryOptions(category) : []}
          />
        )}
      </Field>

      <div className="grid grid-cols-2 gap-3">
        <Field label={labels.mrpPrice} error={errors.mrpPrice}>
          {(props) => <RupeeInput {...props} registration={register('mrpPrice')} />}
        </Field>
        <Field label={labels.sellingPrice} error={errors.sellingPrice}>
          {(props) => <RupeeInput {...props} registration={register('sellingPrice')} />}
        </Field>
      </div>

      <Field label={labels.stock} error={errors.stock}>
        {(props) => (
          <input
            type="text"
            inputMode="numeric"
            {...props}
            {...register('stock')}
            className={controlClass(props)}
          />
        )}
      </Field>

      <Field label={labels.description} error={errors.description}>
        {(props) => (
          <textarea
            rows={4}
            {...props}
            {...register('description')}
            className={controlClass(props, 'py-2')}
          />
        )}
      </Field>

      <ProductImagesField
        items={images.items}
        error={images.error}
        disabled={busy}
        onAdd={images.add}
        onRemove={images.remove}
      />

      <Button type="submit" disabled={busy} aria-busy={busy || undefined} className="mt-1 w-full">
        {busy ? (
          <Loader2 aria-hidden="true" className="size-4 animate-spin" />
        ) : (
          <Upload aria-hidden="true" className="size-4" />
        )}
        {busy ? t.uploading : t.upload}
      </Button>
    </form>
  );
}

/** What a field hands its control: the id its label points to, and the error wiring. */
interface ControlProps {
  id: string;
  'aria-required': true;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

function controlClass(props: ControlProps, extra = 'h-10'): string {
  return [
    'w-full rounded-lg border bg-white px-3 text-sm text-zinc-900 shadow-sm transition-colors placeholder:text-zinc-400',
    'focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none',
    'disabled:cursor-not-allowed disabled:bg-zinc-100 disabled:text-zinc-500',
    'dark:bg-zinc-950 dark:text-zinc-100 dark:placeholder:text-zinc-500 dark:disabled:bg-zinc-800/60 dark:disabled:text-zinc-400',
    props['aria-invalid'] ? 'border-red-500 dark:border-red-400' : 'border-zinc-300 dark:border-zinc-700',
    extra,
  ].join(' ');
}

/** A labelled control marked required (spec §5 asterisk), with its message underneath. */
function Field({
  label,
  error,
  children,
}: {
  label: string;
  error: FieldError | undefined;
  children: (props: ControlProps) => ReactNode;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-zinc-800 dark:text-zinc-200">
        {label}
        <span aria-hidden="true" className="ml-0.5 text-red-600 dark:text-red-400">
          *
        </span>
      </label>
      {children({
        id,
        'aria-required': true,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? errorId : undefined,
      })}
      {error && (
        <p id={errorId} role="alert" className="text-xs font-medium text-red-600 dark:text-red-400">
          {error.message}
        </p>
      )}
    </div>
  );
}

function Select({
  registration,
  placeholder,
  options,
  disabled,
  ...props
}: ControlProps & {
  registration: UseFormRegisterReturn;
  placeholder: string;
  options: readonly SelectOption[];
  disabled?: boolean;
}) {
  return (
    <select {...props} {...registration} disabled={disabled} className={controlClass(props)}>
      <option value="">{placeholder}</option>
      {options.map((option) => (
        <option key={option.id} value={option.id}>
          {option.value}
        </option>
      ))}
    </select>
  );
}

/** Rupees (spec §9 ₹), decimals allowed; the schema reads the text as a number. */
function RupeeInput({ registration, ...props }: ControlProps & { registration: UseFormRegisterReturn }) {
  return (
    <div className="relative">
      <span
        aria-hidden="true"
        className="pointer-events-none absolute inset-y-0 left-3 grid place-items-center text-sm text-zinc-500 dark:text-zinc-400"
      >
        ₹
      </span>
      <input
        type="text"
        inputMode="decimal"
        {...props}
        {...registration}
        className={controlClass(props, 'h-10 pl-7')}
      />
    </div>
  );
}
