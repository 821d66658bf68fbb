import {
  categoryOptions,
  hasSubCategories,
  isCategory,
  productFormMessages,
  ProductFormSchema,
  ProductVariantsSchema,
  sellerMessages,
  variantFormMessages,
  variantMessages,
  subCategoryOptions,
  type CreatedProduct,
  type ProductForm,
  type ProductVariantInput,
} from '@bazaar/domain';
import { FilePenLine, Loader2, Send, Upload } from 'lucide-react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { FormProvider, useForm, useWatch, type FieldValues } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../../components/button';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { TextareaField } from '../../../components/form/textarea-field';
import { showPopup, showToast } from '../../../components/popup';
import { failureMessage } from '../../../lib/failure-message';
import { formResolver, type TextFields } from '../../../lib/form-resolver';
import { useAddProduct } from '../../../api/catalog/add-product';
import { useBrands } from '../../../api/catalog/get-brands';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useEditProduct } from '../../../api/sellers/edit-product';
import { useUploadImages } from '../../../api/media/upload-images';
import { ProductImagesField, useImageFiles } from './product-images-field';
import { rowOf, VariantsTable, type VariantRow } from './variants-table';

const t = productFormMessages;
const labels = t.labels;

/** Every field of the product as its input holds it: text (prices and stock are typed); issue 20: its variants. */
type FormValues = TextFields<ProductForm> & { variants: VariantRow[] };
type FormOutput = ProductForm & { variants: ProductVariantInput[] };

const emptyForm: FormValues = {
  name: '',
  brand: '',
  category: '',
  subCategory: '',
  mrpPrice: '',
  sellingPrice: '',
  stock: '',
  description: '',
  variants: [],
};

function valuesOf(product: CreatedProduct): FormValues {
  return {
    name: product.name,
    brand: product.brand,
    category: product.category,
    subCategory: product.subCategory,
    mrpPrice: String(product.mrpPrice),
    sellingPrice: String(product.sellingPrice),
    stock: String(product.stock),
    description: product.description,
    variants: (product.variants ?? []).map(rowOf),
  };
}

/** issue 20: with variants, the product's own prices and stock follow them (the API reckons them): not asked. */
const withoutOwnFigures = (values: unknown): unknown =>
  typeof values === 'object' &&
  values !== null &&
  Array.isArray((values as { variants?: unknown }).variants) &&
  (values as { variants: unknown[] }).variants.length > 0
    ? { ...values, mrpPrice: '1', sellingPrice: '1', stock: '0' }
    : values;

/** A row as the variants schema reads it: blank id, photo and expected stock are left out. */
const variantOf = ({ id, expectedStock, image, ...row }: VariantRow) => ({
  ...row,
  ...(id ? { id, expectedStock } : {}),
  ...(image ? { image } : {}),
});

// The API's own schemas, so the form and the server hold the same rules (each variant's problem in its cell).
// A preprocess reads any input; the form hands it an object.
const productFormSchema = z.preprocess(
  withoutOwnFigures,
  z.intersection(
    ProductFormSchema,
    z.object({
      variants: z.preprocess(
        (rows) => (Array.isArray(rows) ? (rows as VariantRow[]).map(variantOf) : rows),
        ProductVariantsSchema,
      ),
    }),
  ),
) as z.ZodType<FormOutput, FieldValues>;
const productResolver = formResolver<FormOutput, FormValues>(productFormSchema);

export interface ProductUploadFormProps {
  /**
   * 'panel' (default): the profile panel's upload tab, one column and one Upload Product button.
   * 'page': the seller's Add New Product and Edit screens, with Save as Draft and Publish Product.
   */
  variant?: 'panel' | 'page';
  /** Edit mode: the product as GET /api/seller/product/{id} answers, saved back with PUT. */
  product?: CreatedProduct;
  /** After the server saved the product (its toast already shown). */
  onSaved?: (product: CreatedProduct) => void;
}

/**
 * docs/product.md §2/§5: the seller's product form. New images are uploaded first (POST /api/media/upload), then the
 * product is added (or, in edit mode, replaced) with every image URL in the order shown. A draft may have no
 * image yet; a published product needs one, which the form says before sending anything. Server failures
 * show 'Error uploading!' with the server's message (docs/product.md §8). A new product resets the form.
 */
export function ProductUploadForm({ variant = 'panel', product, onSaved }: ProductUploadFormProps) {
  const titleId = useId();
  const uploadImages = useUploadImages();
  const addProduct = useAddProduct();
  const editProduct = useEditProduct();
  const images = useImageFiles(product?.image);
  const [initial] = useState(() => (product ? valuesOf(product) : emptyForm));
  // Which button started the save in progress (its label turns to 'Saving...').
  const [saving, setSaving] = useState<'draft' | 'publish'>();
  const form = useForm({ resolver: productResolver, defaultValues: initial });
  const {
    register,
    handleSubmit,
    reset,
    setValue,
    control,
    formState: { errors },
  } = form;
  const hasVariants = useWatch({ control, name: 'variants' }).length > 0;

  // issue 19: the brand is free text; the brands already listed that start like it are offered as it is typed
  // (asked for once the seller reaches the field, not on every form shown).
  const brandListId = useId();
  const [brandReached, setBrandReached] = useState(false);
  const typedBrand = useDebouncedValue((useWatch({ control, name: 'brand' }) ?? '').trim(), 200);
  const brandSuggestions = useBrands(typedBrand, brandReached).data?.brands ?? [];
  const category = useWatch({ control, name: 'category' });
  const subCategoryDisabled = !isCategory(category) || !hasSubCategories(category);
  const busy = saving !== undefined;
  // A product already in the shop is saved as it is, or taken back to the drafts.
  const listed = product !== undefined && !product.isDraft;

  async function save(values: FormOutput, isDraft: boolean) {
    const files = images.items.flatMap((item) => (item.file ? [item.file] : []));
    const uploaded = files.length > 0 ? (await uploadImages.mutateAsync(files)).images : [];
    let next = 0;
    const image = images.items.map((item) => item.url ?? uploaded[next++]?.secure_url ?? '');
    const body = {
      name: values.name,
      brand: values.brand,
      category: values.category,
      subCategory: values.subCategory,
      description: values.description,
      stock: values.stock,
      mrpPrice: values.mrpPrice,
      sellingPrice: values.sellingPrice,
      image,
      // The panel's upload form sends no flag: the API lists the product (isDraft defaults to false).
      ...(variant === 'page' ? { isDraft } : {}),
      // issue 20: the variants, when it has (or had) some; a product sold as one sends none, as before
      ...(values.variants.length > 0 || (product?.variants?.length ?? 0) > 0
        ? { variants: values.variants }
        : {}),
    };
    // The stock the form was filled with: an unchanged stock is then left as orders have made it, and a
    // changed one is refused (409, its message shown) if orders moved it meanwhile (issue 20: each variant's
    // the same way, with its own).
    return product
      ? editProduct.mutateAsync({
          id: product._id,
          product: values.variants.length > 0 ? body : { ...body, expectedStock: product.stock },
        })
      : addProduct.mutateAsync(body);
  }

  /** The handler of one button: Save as Draft (isDraft) or Publish Product / Upload Product. */
  function submitHandler(isDraft: boolean) {
    return (event?: FormEvent) => {
      // A published product needs an image (the API refuses one without): said here, before anything is
      // sent, next to the other fields' messages.
      const needsImage = !isDraft && images.items.length === 0;
      images.setError(needsImage ? t.publishNeedsImage : undefined);
      return handleSubmit(async (values) => {
        if (needsImage) return;
        setSaving(isDraft ? 'draft' : 'publish');
        try {
          const reply = await save(values, isDraft);
          // docs/product.md §8: 'Product successfully uploaded' (a draft: 'Draft saved'; an edit: 'Product updated').
          void showToast('success', reply.message);
          if (!product) {
            reset(emptyForm);
            images.clear();
          }
          onSaved?.(reply.product);
        } catch (error) {
          // docs/product.md §8: 'Error uploading!' with the server message, for a 400 and a 500 alike.
          void showPopup({
            icon: 'error',
            title: t.uploadFailedTitle,
            text: failureMessage(error),
          });
        } finally {
          setSaving(undefined);
        }
      })(event);
    };
  }
  const publish = submitHandler(false);
  const saveDraft = submitHandler(true);

  const fields = {
    name: <TextField label={labels.name} required error={errors.name?.message} {...register('name')} />,
    brand: (
      <>
        <TextField
          label={labels.brand}
          required
          error={errors.brand?.message}
          hint={t.brandHint}
          list={brandListId}
          autoComplete="off"
          {...register('brand')}
          onFocus={() => setBrandReached(true)}
        />
        <datalist id={brandListId}>
          {brandSuggestions.map(({ brand }) => (
            <option key={brand} value={brand} />
          ))}
        </datalist>
      </>
    ),
    category: (
      <SelectField
        label={labels.category}
        required
        error={errors.category?.message}
        placeholder={t.selectCategory}
        options={categoryOptions}
        defaultValue={initial.category}
        {...register('category', {
          // A sub category belongs to one category: a new category starts with none.
          onChange: () => setValue('subCategory', ''),
        })}
      />
    ),
    subCategory: (
      <SelectField
        label={labels.subCategory}
        required
        error={errors.subCategory?.message}
        disabled={subCategoryDisabled}
        placeholder={
          !isCategory(category)
            ? t.chooseCategoryFirst
            : hasSubCategories(category)
              ? t.selectSubCategory
              : t.noSubCategory
        }
        options={isCategory(category) ? subCategoryOptions(category) : []}
        defaultValue={initial.subCategory}
        {...register('subCategory')}
      />
    ),
    // Rupees (docs/product.md §9 ₹), decimals allowed; the schema reads the text as a number.
    prices: (
      <div className="grid grid-cols-2 gap-3">
        <TextField
          label={labels.mrpPrice}
          required
          error={errors.mrpPrice?.message}
          leading="₹"
          inputMode="decimal"
          {...register('mrpPrice')}
        />
        <TextField
          label={labels.sellingPrice}
          required
          error={errors.sellingPrice?.message}
          leading="₹"
          inputMode="decimal"
          {...register('sellingPrice')}
        />
      </div>
    ),
    stock: (
      <TextField
        label={labels.stock}
        required
        error={errors.stock?.message}
        inputMode="numeric"
        {...register('stock')}
      />
    ),
    description: (
      <TextareaField
        label={labels.description}
        required
        error={errors.description?.message}
        rows={variant === 'page' ? 6 : 4}
        {...register('description')}
      />
    ),
    images: (
      <ProductImagesField
        label={variant === 'page' ? labels.media : t.images}
        items={images.items}
        error={images.error}
        disabled={busy}
        onAdd={images.add}
        onRemove={images.remove}
        onMove={images.move}
        onMoveTo={images.moveTo}
        onUnreadable={images.reject}
      />
    ),
  };

  const spinner = <Loader2 aria-hidden="true" className="size-4 animate-spin" />;

  if (variant === 'panel') {
    return (
      <form onSubmit={publish} noValidate aria-labelledby={titleId} className="flex flex-col gap-4">
        <div>
          <h3 id={titleId} className="text-base font-semibold text-zinc-900 dark:text-zinc-100">
            {t.uploadTitle}
          </h3>
          <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">{t.uploadIntro}</p>
        </div>
        {fields.name}
        {fields.brand}
        {fields.category}
        {fields.subCategory}
        {fields.prices}
        {fields.stock}
        {fields.description}
        {fields.images}
        <Button type="submit" disabled={busy} aria-busy={busy || undefined} className="mt-1 w-full">
          {busy ? spinner : <Upload aria-hidden="true" className="size-4" />}
          {busy ? t.uploading : t.upload}
        </Button>
      </form>
    );
  }

  // Enter in a field publishes, as the main button does; Save as Draft is the other button.
  return (
    <FormProvider {...form}>
      <form
        onSubmit={publish}
        noValidate
        aria-label={product ? sellerMessages.editProduct.title : t.title}
        className="grid items-start gap-5 lg:grid-cols-[minmax(0,1fr)_22rem]"
      >
        <div className="flex flex-col gap-5">
          <Card title={t.sections.details}>
            {fields.name}
            {fields.brand}
            {fields.description}
          </Card>
          <Card>{fields.images}</Card>
          <Card title={variantMessages.labels.variants}>
            <VariantsTable disabled={busy} />
          </Card>
        </div>
        <div className="flex flex-col gap-5">
          <Card title={t.sections.pricing}>
            {hasVariants ? (
              <p className="text-sm text-zinc-600 dark:text-zinc-400">
                {variantFormMessages.pricedPerVariant}
              </p>
            ) : (
              <>
                {fields.prices}
                {fields.stock}
              </>
            )}
          </Card>
          <Card title={t.sections.organisation}>
            {fields.category}
            {fields.subCategory}
          </Card>
          <div className="flex flex-col-reverse gap-3 sm:flex-row lg:flex-col-reverse">
            <Button
              variant="secondary"
              size="lg"
              disabled={busy}
              aria-busy={saving === 'draft' || undefined}
              onClick={() => void saveDraft()}
              className="w-full sm:w-auto sm:flex-1 lg:w-full lg:flex-none"
            >
              {saving === 'draft' ? spinner : <FilePenLine aria-hidden="true" className="size-4" />}
              {saving === 'draft' ? t.saving : listed ? t.moveToDrafts : t.saveDraft}
            </Button>
            <Button
              type="submit"
              size="lg"
              disabled={busy}
              aria-busy={saving === 'publish' || undefined}
              className="w-full sm:w-auto sm:flex-1 lg:w-full lg:flex-none"
            >
              {saving === 'publish' ? spinner : <Send aria-hidden="true" className="size-4" />}
              {saving === 'publish' ? t.saving : listed ? t.saveChanges : t.publish}
            </Button>
          </div>
        </div>
      </form>
    </FormProvider>
  );
}

/** A group of fields; the media field names itself, so its card has no heading. */
function Card({ title, children }: { title?: string; children: ReactNode }) {
  const id = useId();
  return (
    <section
      aria-labelledby={title ? id : undefined}
      className="flex flex-col gap-4 rounded-2xl border border-zinc-200 bg-white p-4 sm:p-5 dark:border-zinc-800 dark:bg-zinc-900"
    >
      {title && (
        <h2 id={id} className="text-base font-semibold text-zinc-900 dark:text-zinc-100">
          {title}
        </h2>
      )}
      {children}
    </section>
  );
}
