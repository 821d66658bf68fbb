// What crawlers and link previews read in a server-rendered page's <head> (issue 22): the title and
// description the app itself sets (route-meta.tsx, usePageMeta), the canonical URL, Open Graph and Twitter
// card tags, and JSON-LD (a product with its offer, rating and breadcrumbs). Everything from the URL or the
// catalogue is escaped: attributes as HTML text, JSON-LD with every `<` written as \u003c.
import {
  LINK_PREVIEW_IMAGE,
  linkPreviewImageUrl,
  otherBrand,
  searchParamsFromFilters,
  shellMessages,
  stockStatusKey,
  type ProductDetail,
  type ProductListFilters,
} from '@bazaar/domain';
import { paths } from '../config/paths';
import { listPageName } from '../features/catalog/utils/list-filters';
import { titleCase } from '../features/catalog/utils/title-case';
import { scriptSafeJson } from './page-state';

const meta = shellMessages.meta;

/** A page's head as the server writes it. `origin` is the site's address, e.g. `https://bazaar.example`. */
export interface PageHead {
  title: string;
  description: string;
  /** Absolute; none for a page that is not there. */
  canonical?: string;
  /** Kept out of search results: a missing product, a list page past its end. */
  noindex?: boolean;
  openGraph?: { type: 'website' | 'product'; title: string; description: string; image?: PreviewImage };
  jsonLd?: object[];
}

/** A link preview's image: absolute, with its size and type when known (a preview then lays out at once). */
export interface PreviewImage {
  url: string;
  width?: number;
  height?: number;
  type?: string;
}

const escapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** `text` safe as an HTML attribute value or element text. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => escapes[character] ?? character);
}

/** `url` as an absolute URL on `origin` (photos are stored as paths, seeded ones may be absolute already). */
export function absoluteUrl(origin: string, url: string): string {
  try {
    return new URL(url, origin).href;
  } catch {
    return origin;
  }
}

const descriptionLength = 160;

/**
 * A product's preview image: its first photo's link-preview copy (1200 × 630 JPEG, decision 0017), or the
 * photo itself as it is when Bazaar does not store it.
 */
function previewImage(origin: string, photo: string | undefined): PreviewImage | undefined {
  if (!photo) return undefined;
  const copy = linkPreviewImageUrl(photo);
  if (!copy) return { url: absoluteUrl(origin, photo) };
  const { width, height, contentType } = LINK_PREVIEW_IMAGE;
  return { url: absoluteUrl(origin, copy), width, height, type: contentType };
}

/** The head of /. */
export function homeHead(origin: string): PageHead {
  return {
    title: meta.homeTitle,
    description: meta.description,
    canonical: `${origin}${paths.home.getHref()}`,
    openGraph: { type: 'website', title: meta.homeTitle, description: meta.description },
  };
}

/** The head of a list: its search or category names it; a page past the first is its own canonical URL. */
export function listHead(
  origin: string,
  filters: ProductListFilters,
  page: number,
  { empty }: { empty: boolean },
): PageHead {
  const title = meta.title(listPageName(filters));
  const query = searchParamsFromFilters(filters);
  if (page > 1) query.set('page', String(page));
  const search = query.toString();
  return {
    title,
    description: meta.productsDescription,
    canonical: `${origin}${paths.products.getHref()}${search ? `?${search}` : ''}`,
    // an empty result (a search that matches nothing, a page past the end) is no page for a search engine
    noindex: empty,
    openGraph: { type: 'website', title, description: meta.productsDescription },
  };
}

/** The head of a product page: its name, description and first photo, and its JSON-LD. */
export function productHead(origin: string, product: ProductDetail): PageHead {
  const url = `${origin}${paths.product.getHref(product.id)}`;
  const description = product.description.slice(0, descriptionLength);
  const images = product.image.map((image) => absoluteUrl(origin, image));
  const category = titleCase(product.category);
  const available = stockStatusKey(product.stock) !== 'out-of-stock';
  const jsonLd: object[] = [
    {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.name,
      description: product.description,
      sku: product.id,
      url,
      image: images,
      category,
      ...(product.brand && product.brand !== otherBrand
        ? { brand: { '@type': 'Brand', name: product.brand } }
        : {}),
      offers: {
        '@type': 'Offer',
        url,
        price: product.sellingPrice.toFixed(2),
        priceCurrency: 'INR',
        availability: available ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
        itemCondition: 'https://schema.org/NewCondition',
      },
      ...(product.rating !== null && product.ratingNumber > 0
        ? {
            aggregateRating: {
              '@type': 'AggregateRating',
              ratingValue: product.rating,
              reviewCount: product.ratingNumber,
              bestRating: 5,
              worstRating: 1,
            },
          }
        : {}),
    },
    {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { name: 'Bazaar', item: `${origin}${paths.home.getHref()}` },
        { name: category, item: `${origin}${paths.products.getHref({ category: product.category })}` },
        { name: product.name, item: url },
      ].map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, ...crumb })),
    },
  ];
  return {
    // the bare name, as the app's own tab title (product-detail-page.tsx)
    title: product.name,
    description,
    canonical: url,
    openGraph: {
      type: 'product',
      title: product.name,
      description,
      image: previewImage(origin, product.image[0]),
    },
    jsonLd,
  };
}

/** The head of a product page whose product is not there (unknown, hidden, not an id). */
export function missingProductHead(title: string): PageHead {
  return { title: meta.title(title), description: meta.description, noindex: true };
}

/** The tags of `head`, to replace the built index.html's title and description. */
export function headTags(head: PageHead): string {
  const tag = (name: string, attribute: 'name' | 'property', content: string) =>
    `<meta ${attribute}="${name}" content="${escapeHtml(content)}">`;
  const tags = [`<title>${escapeHtml(head.title)}</title>`, tag('description', 'name', head.description)];
  if (head.noindex) tags.push(tag('robots', 'name', 'noindex'));
  if (head.canonical) tags.push(`<link rel="canonical" href="${escapeHtml(head.canonical)}">`);
  const og = head.openGraph;
  if (og) {
    tags.push(
      tag('og:site_name', 'property', 'Bazaar'),
      tag('og:type', 'property', og.type),
      tag('og:title', 'property', og.title),
      tag('og:description', 'property', og.description),
    );
    if (head.canonical) tags.push(tag('og:url', 'property', head.canonical));
    const image = og.image;
    if (image) {
      tags.push(tag('og:image', 'property', image.url));
      if (image.type) tags.push(tag('og:image:type', 'property', image.type));
      if (image.width && image.height) {
        tags.push(
          tag('og:image:width', 'property', String(image.width)),
          tag('og:image:height', 'property', String(image.height)),
        );
      }
      tags.push(tag('og:image:alt', 'property', og.title));
    }
    tags.push(
      tag('twitter:card', 'name', og.image ? 'summary_large_image' : 'summary'),
      tag('twitter:title', 'name', og.title),
      tag('twitter:description', 'name', og.description),
    );
    if (og.image) tags.push(tag('twitter:image', 'name', og.image.url));
  }
  for (const data of head.jsonLd ?? []) {
    tags.push(`<script type="application/ld+json">${scriptSafeJson(data)}</script>`);
  }
  return tags.join('');
}
