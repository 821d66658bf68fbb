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
} from '@bazaar/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2, Upload } from 'lucide-react';
import { useId } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { Button } from '../../../components/button';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { TextareaField } from '../../../components/form/textarea-field';
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
 * spec §2/§5: the seller's product upload form (the app shell puts it in the profile panel's upload tab). On submit the chosen images are
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

      <TextField label={labels.name} required error={errors.name?.message} {...register('name')} />

      <SelectField
        label={labels.brand}
        required
        error={errors.brand?.message}
        placeholder={t.selectBrand}
        options={brandOptions}
        {...register('brand')}
      />

      <SelectField
        label={labels.category}
        required
        error={errors.category?.message}
        placeholder={t.selectCategory}
        options={categoryOptions}
        {...register('category', {
          // A sub category belongs to one category: a new category starts with none.
          onChange: () => setValue('subCategory', ''),
        })}
      />
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
        {...register('subCategory')}
      />

      <div className="grid grid-cols-2 gap-3">
        {/* Rupees (spec §9 ₹), decimals allowed; the schema reads the text as a number. */}
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

      <TextField
        label={labels.stock}
        required
        error={errors.stock?.message}
        inputMode="numeric"
        {...register('stock')}
      />

      <TextareaField
        label={labels.description}
        required
        error={errors.description?.message}
        rows={4}
        {...register('description')}
      />

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
