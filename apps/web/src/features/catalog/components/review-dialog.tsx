import { reviewMessages, ReviewFormSchema, type ReviewForm } from '@bazaar/domain';
import { Star, X } from 'lucide-react';
import { useEffect, useId, useRef, type MouseEvent } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useSubmitReview } from '../../../api/reviews/submit-review';
import { Button } from '../../../components/button';
import { isPopupOpen, showPopup, showToast } from '../../../components/popup';
import { TextField } from '../../../components/form/text-field';
import { TextareaField } from '../../../components/form/textarea-field';
import { formResolver } from '../../../lib/form-resolver';

const t = reviewMessages;

// The inputs hold what the schema gives back: the stars a number (0 until one is picked), the texts as typed.
const resolver = formResolver<ReviewForm, ReviewForm>(ReviewFormSchema);

/**
 * docs/product.md §4/§5 'Write a Review': stars 1–5, title and message required ('{field} is required'), submit
 * disabled while an error shows; closes on a click outside or the close icon. On success 'Thankyou for
 * your Review!' and the product reloads (its query is invalidated); on failure 'Failed to submit review!'.
 */
export function ReviewDialog({ productId, onClose }: { productId: string; onClose: () => void }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const submitReview = useSubmitReview();
  const {
    control,
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver,
    mode: 'onTouched',
    defaultValues: { rating: 0, title: '', message: '' },
  });

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);

  // A click on the backdrop lands on the <dialog> itself (its content box is the inner panel).
  function onDialogClick(event: MouseEvent<HTMLDialogElement>) {
    if (event.target === event.currentTarget) onClose();
  }

  const onSubmit = handleSubmit(async (review) => {
    try {
      await submitReview.mutateAsync({ productId, ...review });
    } catch {
      await showPopup({ icon: 'error', title: t.failed });
      return;
    }
    onClose();
    void showToast('success', t.success);
  });

  const hasError = Object.keys(errors).length > 0;
  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      onClick={onDialogClick}
      onCancel={(event) => {
        event.preventDefault();
        if (!isPopupOpen()) onClose();
      }}
      className="m-auto w-[min(32rem,calc(100%-2rem))] rounded-2xl bg-transparent p-0 text-zinc-900 backdrop:bg-black/60 dark:text-zinc-100"
    >
      <div className="space-y-5 rounded-2xl bg-white p-5 shadow-xl sm:p-6 dark:bg-zinc-900">
        <div className="flex items-center justify-between gap-4">
          <h2 id={titleId} className="text-xl font-bold">
            {t.dialogTitle}
          </h2>
          <button
            type="button"
            aria-label={t.close}
            onClick={onClose}
            className="grid size-9 place-items-center rounded-full text-zinc-600 hover:bg-zinc-100 dark:text-zinc-300 dark:hover:bg-zinc-800"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </div>
        <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
          <Controller
            control={control}
            name="rating"
            render={({ field, fieldState }) => (
              <fieldset>
                <legend className="mb-1.5 text-sm font-medium">{t.ratingLabel}</legend>
                <div role="radiogroup" aria-label={t.ratingLabel} className="flex gap-1">
                  {[1, 2, 3, 4, 5].map((value) => (
                    <button
                      key={value}
                      type="button"
                      role="radio"
                      aria-checked={field.value === value}
                      aria-label={t.star(value)}
                      onClick={() => {
                        field.onChange(value);
                        field.onBlur();
                      }}
                      className="grid size-10 place-items-center rounded-lg text-amber-500 hover:bg-amber-50 dark:text-amber-400 dark:hover:bg-zinc-800"
                    >
                      <Star
                        aria-hidden="true"
                        className={`size-7 ${value <= field.value ? 'fill-current' : 'fill-transparent text-zinc-400 dark:text-zinc-500'}`}
                      />
                    </button>
                  ))}
                </div>
                {fieldState.error?.message && (
                  <p role="alert" className="mt-1.5 text-sm text-red-700 dark:text-red-400">
                    {fieldState.error.message}
                  </p>
                )}
              </fieldset>
            )}
          />
          <TextField
            label={t.labels.title}
            required
            placeholder={t.titlePlaceholder}
            error={errors.title?.message}
            {...register('title')}
          />
          <TextareaField
            label={t.labels.message}
            required
            rows={4}
            placeholder={t.messagePlaceholder}
            error={errors.message?.message}
            {...register('message')}
          />
          <Button type="submit" className="w-full" disabled={hasError || submitReview.isPending}>
            {submitReview.isPending ? t.submitting : t.submit}
          </Button>
        </form>
      </div>
    </dialog>
  );
}
