import { productFormMessages } from '@bazaar/domain';
import { ImagePlus, X } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { UPLOAD_IMAGE_MAX_BYTES, UPLOAD_IMAGE_MAX_MEGABYTES, UPLOAD_IMAGES_MAX } from '../api/upload-images';

const t = productFormMessages;

export interface ImageItem {
  id: string;
  file: File;
  /** An object URL for the preview; revoked when the image leaves the list. */
  previewUrl: string;
}

/**
 * The chosen image files with their previews. Object URLs are made when files are added and revoked when
 * they are removed, cleared or the form unmounts. Files that are not images, too large, or beyond the
 * upload's cap are refused with a message.
 */
export function useImageFiles() {
  const [items, setItems] = useState<ImageItem[]>([]);
  const [error, setError] = useState<string>();
  const itemsRef = useRef(items);
  const nextId = useRef(0);

  useEffect(() => {
    itemsRef.current = items;
  }, [items]);
  useEffect(
    () => () => {
      for (const item of itemsRef.current) URL.revokeObjectURL(item.previewUrl);
    },
    [],
  );

  const add = useCallback((files: readonly File[]) => {
    const accepted: ImageItem[] = [];
    let problem: string | undefined;
    let room = UPLOAD_IMAGES_MAX - itemsRef.current.length;
    for (const file of files) {
      if (!file.type.startsWith('image/')) problem ??= t.imagesOnly(file.name);
      else if (file.size > UPLOAD_IMAGE_MAX_BYTES)
        problem ??= t.imageTooLarge(file.name, UPLOAD_IMAGE_MAX_MEGABYTES);
      else if (room <= 0) problem ??= t.tooManyImages(UPLOAD_IMAGES_MAX);
      else {
        room -= 1;
        nextId.current += 1;
        accepted.push({ id: String(nextId.current), file, previewUrl: URL.createObjectURL(file) });
      }
    }
    setError(problem);
    if (accepted.length > 0) setItems((current) => [...current, ...accepted]);
  }, []);

  const remove = useCallback((id: string) => {
    const item = itemsRef.current.find((candidate) => candidate.id === id);
    if (item) URL.revokeObjectURL(item.previewUrl);
    setError(undefined);
    setItems((current) => current.filter((candidate) => candidate.id !== id));
  }, []);

  const clear = useCallback(() => {
    for (const item of itemsRef.current) URL.revokeObjectURL(item.previewUrl);
    setError(undefined);
    setItems([]);
  }, []);

  return { items, error, add, remove, clear };
}

export interface ProductImagesFieldProps {
  items: readonly ImageItem[];
  error?: string;
  disabled?: boolean;
  onAdd: (files: readonly File[]) => void;
  onRemove: (id: string) => void;
}

/** spec §5: images only, several allowed; a preview and a remove button per image. */
export function ProductImagesField({ items, error, disabled, onAdd, onRemove }: ProductImagesFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const full = items.length >= UPLOAD_IMAGES_MAX;

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    onAdd(Array.from(event.target.files ?? []));
    // Lets the same file be chosen again after it was removed.
    event.target.value = '';
  }

  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-zinc-800 dark:text-zinc-200">
        {t.images}
      </label>
      <label
        className={[
          'flex cursor-pointer items-center justify-center gap-2 rounded-lg border border-dashed px-3 py-4 text-sm font-medium transition-colors',
          'border-zinc-300 text-zinc-700 hover:border-brand-500 hover:bg-brand-50 hover:text-brand-700',
          'dark:border-zinc-700 dark:text-zinc-300 dark:hover:border-brand-400 dark:hover:bg-brand-900/30 dark:hover:text-brand-200',
          'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500/40',
          full || disabled ? 'pointer-events-none opacity-60' : '',
        ].join(' ')}
      >
        <ImagePlus aria-hidden="true" className="size-5" />
        <span aria-hidden="true">{t.chooseImages}</span>
        <input
          id={id}
          type="file"
          accept="image/*"
          multiple
          disabled={full || disabled}
          onChange={onChange}
          aria-describedby={[hintId, error && errorId].filter(Boolean).join(' ')}
          aria-invalid={error ? true : undefined}
          className="sr-only"
        />
      </label>
      <p id={hintId} className="text-xs text-zinc-500 dark:text-zinc-400">
        {t.imagesHint(UPLOAD_IMAGES_MAX, UPLOAD_IMAGE_MAX_MEGABYTES)}
      </p>
      {error && (
        <p id={errorId} role="alert" className="text-xs font-medium text-red-600 dark:text-red-400">
          {error}
        </p>
      )}
      {items.length > 0 && (
        <ul className="grid grid-cols-3 gap-2 pt-1">
          {items.map((item) => (
            <li
              key={item.id}
              className="relative aspect-square overflow-hidden rounded-lg border border-zinc-200 bg-zinc-100 dark:border-zinc-800 dark:bg-zinc-800"
            >
              <img src={item.previewUrl} alt={item.file.name} className="size-full object-cover" />
              <button
                type="button"
                onClick={() => onRemove(item.id)}
                disabled={disabled}
                aria-label={t.removeImage(item.file.name)}
                className="absolute top-1 right-1 grid size-7 place-items-center rounded-full bg-zinc-950/70 text-white hover:bg-zinc-950 disabled:opacity-60"
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
