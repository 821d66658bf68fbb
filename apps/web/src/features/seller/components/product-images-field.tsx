import { imageVariantUrl, productFormMessages } from '@bazaar/domain';
import { ArrowLeft, ArrowRight, ImagePlus, X } from 'lucide-react';
import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type DragEvent,
  type ReactNode,
} from 'react';
import {
  UPLOAD_IMAGE_MAX_BYTES,
  UPLOAD_IMAGE_MAX_MEGABYTES,
  UPLOAD_IMAGES_MAX,
} from '../../../api/media/upload-images';

const t = productFormMessages;

/** One image of the product: a file chosen here (uploaded on save), or one the product already shows. */
export interface ImageItem {
  id: string;
  /** The file's name, or 'Image n' for an image the product already had. */
  name: string;
  /** What the preview shows: an object URL for a file (revoked when it leaves the list), else the image. */
  previewUrl: string;
  file?: File;
  /** The stored image's URL (already uploaded). */
  url?: string;
}

/**
 * The product's images in their order (the first is the cover), with previews. Object URLs are made when
 * files are added and revoked when they are removed, cleared or the form unmounts. Files that are not
 * images, too large, or beyond the upload's cap are refused with a message.
 */
export function useImageFiles(initialUrls: readonly string[] = []) {
  const [items, setItems] = useState<ImageItem[]>(() =>
    initialUrls.map((url, index) => ({
      id: `stored-${index}`,
      name: t.imageName(index + 1),
      previewUrl: imageVariantUrl(url, 320) ?? url,
      url,
    })),
  );
  const [error, setError] = useState<string>();
  const itemsRef = useRef(items);
  const nextId = useRef(0);

  useEffect(() => {
    itemsRef.current = items;
  }, [items]);
  useEffect(
    () => () => {
      for (const item of itemsRef.current) if (item.file) URL.revokeObjectURL(item.previewUrl);
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
        accepted.push({
          id: `file-${nextId.current}`,
          name: file.name,
          file,
          previewUrl: URL.createObjectURL(file),
        });
      }
    }
    setError(problem);
    if (accepted.length > 0) {
      itemsRef.current = [...itemsRef.current, ...accepted];
      setItems(itemsRef.current);
    }
  }, []);

  const remove = useCallback((id: string) => {
    const item = itemsRef.current.find((candidate) => candidate.id === id);
    if (item?.file) URL.revokeObjectURL(item.previewUrl);
    setError(undefined);
    itemsRef.current = itemsRef.current.filter((candidate) => candidate.id !== id);
    setItems(itemsRef.current);
  }, []);

  /** Drops a chosen file whose preview the browser could not draw, and says so: the upload would refuse it. */
  const reject = useCallback((id: string) => {
    const item = itemsRef.current.find((candidate) => candidate.id === id);
    if (!item?.file) return;
    URL.revokeObjectURL(item.previewUrl);
    setError(t.imageUnreadable(item.name));
    itemsRef.current = itemsRef.current.filter((candidate) => candidate.id !== id);
    setItems(itemsRef.current);
  }, []);

  /** Moves an image to `to` (its index in the list as it is now). */
  const moveTo = useCallback((id: string, to: number) => {
    const current = [...itemsRef.current];
    const from = current.findIndex((candidate) => candidate.id === id);
    const item = current[from];
    if (from < 0 || to < 0 || to >= current.length || !item) return;
    current.splice(from, 1);
    current.splice(to, 0, item);
    itemsRef.current = current;
    setItems(current);
  }, []);

  /** Moves an image one place earlier (-1) or later (+1). */
  const move = useCallback(
    (id: string, step: -1 | 1) =>
      moveTo(id, itemsRef.current.findIndex((candidate) => candidate.id === id) + step),
    [moveTo],
  );

  const clear = useCallback(() => {
    for (const item of itemsRef.current) if (item.file) URL.revokeObjectURL(item.previewUrl);
    setError(undefined);
    itemsRef.current = [];
    setItems([]);
  }, []);

  return { items, error, setError, add, remove, reject, move, moveTo, clear };
}

export interface ProductImagesFieldProps {
  label: string;
  items: readonly ImageItem[];
  error?: string;
  disabled?: boolean;
  /** Shows the required mark (a published product needs an image). */
  required?: boolean;
  onAdd: (files: readonly File[]) => void;
  onRemove: (id: string) => void;
  onMove: (id: string, step: -1 | 1) => void;
  /** Drag and drop between previews (the buttons do the same from the keyboard). */
  onMoveTo: (id: string, index: number) => void;
  /** A chosen file's preview could not be drawn (a damaged file, or not really an image). */
  onUnreadable?: (id: string) => void;
}

/**
 * docs/product.md §2/§5: images only, several allowed, dropped on the area or chosen by clicking it (or with the
 * keyboard: the file input inside takes the focus); a preview per image with remove and move buttons.
 */
export function ProductImagesField({
  label,
  items,
  error,
  disabled,
  required,
  onAdd,
  onRemove,
  onMove,
  onMoveTo,
  onUnreadable,
}: ProductImagesFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const full = items.length >= UPLOAD_IMAGES_MAX;
  const blocked = full || Boolean(disabled);
  const [dragging, setDragging] = useState(false);
  // The preview being dragged to a new place (a drag of files from outside has none).
  const [draggedId, setDraggedId] = useState<string>();

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    onAdd(Array.from(event.target.files ?? []));
    // Lets the same file be chosen again after it was removed.
    event.target.value = '';
  }

  function onDragOver(event: DragEvent<HTMLElement>) {
    if (blocked || !event.dataTransfer.types.includes('Files')) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  }

  function onDrop(event: DragEvent<HTMLElement>) {
    event.preventDefault();
    setDragging(false);
    if (!blocked) onAdd(Array.from(event.dataTransfer.files));
  }

  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-zinc-700 dark:text-zinc-300">
        {label}
        {required && (
          <span aria-hidden="true" className="ml-0.5 text-red-600 dark:text-red-400">
            *
          </span>
        )}
      </label>
      <label
        onDragOver={onDragOver}
        onDragEnter={onDragOver}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        data-dragging={dragging || undefined}
        className={[
          'flex cursor-pointer flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed px-4 py-6 text-center text-sm font-medium transition-colors',
          'border-zinc-300 text-zinc-700 hover:border-brand-500 hover:bg-brand-50 hover:text-brand-700',
          'dark:border-zinc-700 dark:text-zinc-300 dark:hover:border-brand-400 dark:hover:bg-brand-900/30 dark:hover:text-brand-200',
          'has-[:focus-visible]:border-brand-500 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500/40',
          'data-dragging:border-brand-500 data-dragging:bg-brand-50 dark:data-dragging:bg-brand-900/30',
          error ? 'border-red-500 dark:border-red-400' : '',
          blocked ? 'pointer-events-none opacity-60' : '',
        ].join(' ')}
      >
        <ImagePlus aria-hidden="true" className="size-7" />
        <span aria-hidden="true">{dragging ? t.dropImagesNow : t.dropImages}</span>
        <input
          id={id}
          type="file"
          accept="image/*"
          multiple
          disabled={blocked}
          onChange={onChange}
          aria-describedby={[hintId, error && errorId].filter(Boolean).join(' ')}
          aria-invalid={error ? true : undefined}
          aria-required={required || undefined}
          className="sr-only"
        />
      </label>
      <p id={hintId} className="text-xs text-zinc-500 dark:text-zinc-400">
        {t.imagesHint(UPLOAD_IMAGES_MAX, UPLOAD_IMAGE_MAX_MEGABYTES)}
      </p>
      {error && (
        <p id={errorId} role="alert" className="text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      )}
      {items.length > 0 && (
        <ol className="grid grid-cols-2 gap-2 pt-1 sm:grid-cols-3">
          {items.map((item, index) => (
            <li
              key={item.id}
              draggable={!disabled}
              onDragStart={(event) => {
                event.dataTransfer.effectAllowed = 'move';
                setDraggedId(item.id);
              }}
              onDragOver={(event) => {
                if (draggedId !== undefined) event.preventDefault();
              }}
              onDrop={(event) => {
                if (draggedId === undefined) return;
                event.preventDefault();
                onMoveTo(draggedId, index);
                setDraggedId(undefined);
              }}
              onDragEnd={() => setDraggedId(undefined)}
              data-dragged={draggedId === item.id || undefined}
              className="group relative cursor-grab data-dragged:opacity-50 aspect-square overflow-hidden rounded-lg border border-zinc-200 bg-zinc-100 dark:border-zinc-800 dark:bg-zinc-800"
            >
              <img
                src={item.previewUrl}
                alt={item.name}
                onError={() => onUnreadable?.(item.id)}
                className="size-full object-cover"
              />
              {index === 0 && (
                <span className="absolute top-1 left-1 rounded-md bg-brand-600 px-1.5 py-0.5 text-xs font-semibold text-white">
                  {t.coverImage}
                </span>
              )}
              <button
                type="button"
                onClick={() => onRemove(item.id)}
                disabled={disabled}
                aria-label={t.removeImage(item.name)}
                title={t.removeImage(item.name)}
                className="absolute top-1 right-1 grid size-8 place-items-center rounded-full bg-zinc-950/70 text-white hover:bg-zinc-950 disabled:opacity-60"
              >
                <X aria-hidden="true" className="size-4" />
              </button>
              {items.length > 1 && (
                <div className="absolute inset-x-1 bottom-1 flex justify-between">
                  <MoveButton
                    label={t.moveImageEarlier(item.name)}
                    disabled={disabled || index === 0}
                    onClick={() => onMove(item.id, -1)}
                  >
                    <ArrowLeft aria-hidden="true" className="size-4" />
                  </MoveButton>
                  <MoveButton
                    label={t.moveImageLater(item.name)}
                    disabled={disabled || index === items.length - 1}
                    onClick={() => onMove(item.id, 1)}
                  >
                    <ArrowRight aria-hidden="true" className="size-4" />
                  </MoveButton>
                </div>
              )}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

function MoveButton({
  label,
  disabled,
  onClick,
  children,
}: {
  label: string;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      aria-label={label}
      title={label}
      className="grid size-8 place-items-center rounded-full bg-zinc-950/70 text-white hover:bg-zinc-950 disabled:invisible"
    >
      {children}
    </button>
  );
}
