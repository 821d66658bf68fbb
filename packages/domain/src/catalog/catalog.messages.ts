// Product list, product detail and the seller's product form (docs/product.md §2, §4, §5, §6), and the API's answers
// of /api/product/*.
import { successMessages } from '../shared/shared.messages.js';

/** Product cards and the product page (docs/product.md §2, §4, §6); the list's own texts: list.messages.ts. */
export const catalogMessages = {
  noResultTitle: 'No Result Found!',
  noResultText: "We can't find any items matching your Search",
  /** button names of docs/product.md §2/§4 (not quoted there) */
  buyNow: 'Buy Now',
  addToCart: 'Add to Cart',
  adding: 'Adding...',
  outOfStock: 'Out of Stock',
  share: { whatsapp: 'Whatsapp', linkedIn: 'LinkedIn', email: 'Email' },
  readMore: 'Read More',
  /** the badge suffix of docs/product.md §9, as in '23% OFF' */
  off: '% OFF',
  /** Bazaar: the product card and page */
  mrp: 'MRP',
  ratingOutOf5: (rating: number) => `Rated ${rating} out of 5`,
  ratingCount: (count: number) => `${count} ${count === 1 ? 'rating' : 'ratings'}`,
  noRatings: 'No ratings yet',
  inclusiveOfTaxes: 'Inclusive of all taxes',
  readLess: 'Read less',
  brand: 'Brand',
  category: 'Category',
  inStock: 'In Stock',
  lowStock: (count: number) => `Only ${count} left`,
  /** issue 21: the product page's quantity picker */
  quantity: 'Quantity',
  /** issue 20: the price of a product with variants (its lowest), as in 'from ₹499' */
  priceFrom: 'from',
  /** issue 20: a card of a product with variants: it opens the product page to choose one */
  chooseOptions: 'Choose options',
  gallery: 'Product photos',
  photo: (position: number, count: number) => `Photo ${position} of ${count}`,
  shareTitle: 'Share',
  shareOn: (network: string) => `Share on ${network}`,
  shareText: (name: string) => `Have a look at ${name} on Bazaar`,
  related: 'Related Products',
  reviews: 'Customer Reviews',
  noReviews: 'No reviews yet. Be the first to review this product.',
  verifiedPurchase: 'Verified purchase',
  /** issue 21: a seller on their own product's page */
  ownProduct: 'This is your product: sellers cannot buy their own products.',
  /** the not-found view of a product page (its text is the server message) */
  notFoundTitle: 'Product unavailable',
  backToProducts: 'Browse all products',
} as const;

/** Add New Product (seller screen) and the profile panel's product upload form. */
export const productFormMessages = {
  title: 'Add New Product',
  labels: {
    name: 'Product Name',
    brand: 'Brand',
    media: 'Product Media',
    mrpPrice: 'MRP Price',
    sellingPrice: 'Selling Price',
    stock: 'Stock Quantity',
    description: 'Description',
    category: 'Category',
    subCategory: 'Sub Category',
  },
  mrpBelowSelling: 'MRP Price should be greater than Selling Price',
  /** issue 19: a brand is free text (BRAND_TEXT_MIN–BRAND_TEXT_MAX characters, trimmed) */
  brandLength: (min: number, max: number) => `Brand must be ${min} to ${max} characters`,
  /** the brand field's hint: the brands already listed are offered as the seller types */
  brandHint: 'Type the maker’s name; brands already in the shop are suggested as you type.',
  saveDraft: 'Save as Draft',
  publish: 'Publish Product',
  /** Bazaar: the edit form of a product already in the shop */
  saveChanges: 'Save Changes',
  moveToDrafts: 'Move to Drafts',
  /** upload 400/500 popup title (text: the server message) */
  uploadFailedTitle: 'Error uploading!',
  uploaded: 'Product successfully uploaded',
  /** Bazaar */
  unknownCategory: 'Category is not valid',
  unknownSubCategory: 'Sub Category is not valid',
  invalidStock: 'Stock Quantity must be a whole number of 0 or more',
  /** Bazaar: add-product's `image` list, each URL named by its position */
  invalidImageList: 'Images must be a list of URLs',
  invalidImageUrl: (position: number) => `Image ${position} is not a valid URL`,
  /** Bazaar (issue 10): a listed product shows at least one photo; a draft may have none yet */
  publishNeedsImage: 'Add at least one image to publish the product (a draft may have none)',
  /** Bazaar: the profile panel's upload form (docs/product.md §2, §5) */
  uploadTitle: 'Product upload',
  uploadIntro: 'List a new product in your store. Fields marked * are required.',
  images: 'Images',
  imagesHint: (max: number, megabytes: number) =>
    `Up to ${max} images (JPEG, PNG, WebP, GIF or AVIF), ${megabytes} MB each.`,
  chooseImages: 'Choose images',
  removeImage: (fileName: string) => `Remove ${fileName}`,
  imagesOnly: (fileName: string) => `${fileName} is not an image`,
  imageTooLarge: (fileName: string, megabytes: number) => `${fileName} is larger than ${megabytes} MB`,
  /** a file that calls itself an image but that the browser cannot draw (damaged, or not really an image) */
  imageUnreadable: (fileName: string) => `${fileName} could not be read as an image`,
  tooManyImages: (max: number) => `At most ${max} images can be uploaded`,
  selectCategory: 'Select a category',
  selectSubCategory: 'Select a sub category',
  chooseCategoryFirst: 'Choose a category first',
  noSubCategory: 'No sub category',
  upload: 'Upload Product',
  uploading: 'Uploading...',
  /** Bazaar: the seller's Add New Product and Edit screens (docs/product.md §2: a drag-and-drop media area) */
  dropImages: 'Drag and drop images here, or click to choose',
  dropImagesNow: 'Drop the images to add them',
  coverImage: 'Cover',
  moveImageEarlier: (name: string) => `Move ${name} earlier`,
  moveImageLater: (name: string) => `Move ${name} later`,
  imageName: (position: number) => `Image ${position}`,
  saving: 'Saving...',
  sections: { details: 'Product details', pricing: 'Price and stock', organisation: 'Category' },
} as const;

/**
 * issue 20: a product's variants (options size, colour, storage). Each message about one variant names it and
 * its field first, as the API's 400 does: `variants[2].sku: SKU is required`.
 */
export const variantMessages = {
  labels: {
    variants: 'Variants',
    sku: 'SKU',
    options: 'Options',
    size: 'Size',
    colour: 'Colour',
    storage: 'Storage',
  },
  /** the text of a problem with one variant's field, as in 'variants[2].sku: SKU is required' */
  field: (index: number, field: string, text: string) => `variants[${index}].${field}: ${text}`,
  notAList: 'Variants must be a list',
  notAnObject: 'Each variant must be an object with sku, options, stock, mrpPrice and sellingPrice',
  tooMany: (max: number) => `A product can have at most ${max} variants`,
  optionsRequired: 'Give at least one of size, colour or storage',
  unknownOptions: (names: string) => `Options may be only size, colour and storage (not ${names})`,
  optionValueNotText: (label: string) => `${label} must be text`,
  skuRequired: 'SKU is required',
  skuFormat: 'SKU may contain only letters, digits and . _ / - (no spaces)',
  sellingAboveMrp: 'Selling Price must not be more than the MRP Price',
  invalidImage: 'Image is not a valid URL',
  idNotText: 'Variant ID is not valid',
  /** two variants of one product */
  skuRepeated: (sku: string, other: number) => `SKU ${sku} is also given to variants[${other}]`,
  sameOptions: (other: number) => `variants[${other}] already has these options`,
  optionNamesDiffer: (names: string) =>
    `Every variant must name the same options as variants[0] (${names || 'none'})`,
  idRepeated: (other: number) => `The same variant as variants[${other}]`,
  /** the product page's picker, the cart and the orders (`Size: M · Colour: Red`) */
  optionsText: (parts: readonly { label: string; value: string }[]) =>
    parts.map((part) => `${part.label}: ${part.value}`).join(' · '),
  /** the product page's picker: a value sold out with the other options chosen, as screen readers name it */
  soldOutValue: (value: string) => `${value}, sold out`,
  /** the hint beside Add to Cart and Buy Now until every option is chosen, as in 'Select Size and Colour' */
  chooseToBuy: (labels: readonly string[]) =>
    `Select ${[labels.slice(0, -1).join(', '), ...labels.slice(-1)].filter(Boolean).join(' and ')} to buy`,
  /** Buy Now of a product with variants opened without a variant it has (an old or edited link) */
  chooseFirst: 'Choose the size or colour on the product page first',
  /** the chosen value beside the option's name, as in 'Size: M' */
  chosen: (label: string, value: string) => `${label}: ${value}`,
  /** the cart's, checkout's and orders' line of a variant's SKU */
  sku: (sku: string) => `SKU: ${sku}`,
} as const;

/**
 * issue 20: the seller's product form, its variants table (apart from variantMessages, so the shop's pages do not
 * carry the seller's texts).
 */
export const variantFormMessages = {
  intro:
    'Sell this product in sizes, colours or storage, each with its own SKU, stock and price. Leave it empty to sell one item.',
  optionsUsed: 'Options this product comes in',
  addVariants: 'Add sizes or colours',
  addRow: 'Add a variant',
  removeRow: (row: number) => `Remove variant ${row}`,
  row: (row: number) => `Variant ${row}`,
  cell: (label: string, row: number) => `${label} of variant ${row}`,
  count: (count: number, max: number) => `${count} of ${max} variants`,
  photo: 'Photo',
  addPhoto: 'Add photo',
  addPhotoOf: (row: number) => `Add a photo of variant ${row}`,
  removePhotoOf: (row: number) => `Remove the photo of variant ${row}`,
  uploadingPhoto: 'Uploading...',
  /** the single price and stock fields give way to the table */
  pricedPerVariant: 'Prices and stock are set per variant, in the table of variants.',
} as const;

/** The API's answers of the catalogue calls. */
export const catalogApiMessages = {
  productNotFound: 'Product not found',
  productUploaded: successMessages.productUploaded,
  draftSaved: 'Draft saved',
  /** add-product: an image URL this Bazaar's media store does not hold (the field named in words) */
  foreignImage: (position: number) =>
    `Image ${position} is not an image stored by Bazaar: upload it first (POST /api/media/upload).`,
  /** issue 20: a variant's own image, under the same rule as the product's images */
  foreignVariantImage: (index: number) =>
    `variants[${index}].image: not an image stored by Bazaar: upload it first (POST /api/media/upload).`,
  /** issue 20: SKUs are unique among a seller's products (letter case aside) */
  skuTaken: (index: number, sku: string) =>
    `variants[${index}].sku: SKU ${sku} is already used by another of your products`,
  /** issue 20: an edit naming a variant id the product does not have */
  unknownVariant: (index: number) => `variants[${index}].id: not a variant of this product`,
  /** issue 20: an edit that changes the price or stock of a product with variants without sending them */
  pricedByVariants:
    'This product has variants: its prices and stock are set per variant (send them in variants)',
  /** issue 20: an edit of a variant's stock that orders moved meanwhile (409) */
  variantStockMoved: (index: number, sku: string, stock: number) =>
    `variants[${index}].stock: the stock of ${sku} changed to ${stock} while you were editing. Nothing ` +
    'was saved: check the stock and save again.',
} as const;
