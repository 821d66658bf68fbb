import { shellMessages } from '@bazaar/domain';
import { useEffect } from 'react';

const meta = shellMessages.meta;

/** Sets the document title and the description meta tag (created if index.html lacks it). */
export function setPageMeta({ title, description }: { title: string; description?: string }): void {
  document.title = title;
  let tag = document.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'description';
    document.head.append(tag);
  }
  tag.content = description ?? meta.description;
}

/**
 * A page's own document title ('Page | Bazaar', or the bare title when `exact`) and description. Pages call
 * it with what they know; a product page calls it again once the product's name has arrived.
 */
export function usePageMeta(
  page: string | undefined,
  description?: string,
  { exact = false }: { exact?: boolean } = {},
): void {
  useEffect(() => {
    if (page === undefined) return;
    setPageMeta({ title: exact ? page : meta.title(page), description });
  }, [page, description, exact]);
}
