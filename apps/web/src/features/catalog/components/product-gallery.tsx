import { catalogMessages } from '@bazaar/domain';
import { useState } from 'react';

const t = catalogMessages;
const SIZE = 800;

/** The product's photos: one large, the others as thumbnails that replace it. */
export function ProductGallery({ images, name }: { images: readonly string[]; name: string }) {
  const [index, setIndex] = useState(0);
  const current = images[index] ?? images[0];
  return (
    <section aria-label={t.gallery} className="space-y-3">
      <div className="aspect-square overflow-hidden rounded-2xl border border-zinc-200 bg-white dark:border-zinc-800 dark:bg-zinc-900">
        {current && (
          <img
            src={current}
            alt={name}
            width={SIZE}
            height={SIZE}
            fetchPriority="high"
            className="size-full object-cover"
          />
        )}
      </div>
      {images.length > 1 && (
        <ul className="flex gap-2 overflow-x-auto pb-1">
          {images.map((image, position) => (
            <li key={image} className="shrink-0">
              <button
                type="button"
                aria-label={t.photo(position + 1, images.length)}
                aria-pressed={position === index}
                onClick={() => setIndex(position)}
                className={`block size-16 overflow-hidden rounded-lg border-2 sm:size-20 ${
                  position === index ? 'border-brand-600 dark:border-brand-300' : 'border-transparent'
                }`}
              >
                <img
                  src={image}
                  alt=""
                  width={80}
                  height={80}
                  loading="lazy"
                  className="size-full object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
