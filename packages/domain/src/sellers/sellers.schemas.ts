// Seller registration (three tabs), the seller product list query, and the visibility toggle.
import { z } from 'zod';
import { findCategory, type Category } from '../catalog/catalog.js';
import { productFormMessages } from '../catalog/catalog.messages.js';
import { parseStockStatusKey, type StockStatusKey } from '../catalog/stock.js';
import {
  blankOr,
  digitsText,
  identityEmail,
  readNumber,
  requiredDigitsText,
  requiredText,
  withoutControlCharacters,
} from '../shared/common.js';
import { PIN_CODE_LENGTH } from '../shared/limits.js';
import { formMessages, validationMessages } from '../shared/shared.messages.js';
import { findGstState, hasValidGstCheckCharacter, panOfGstin, stateCodeOfGstin } from './gst.js';
import { GST_LENGTH, PAN_LENGTH, SELLER_PAGE_SIZE, SELLER_PAGE_SIZE_MAX } from './sellers.limits.js';
import { orderStatuses, type OrderStatus } from '../orders/order-status.js';
import { orderIdField } from '../shared/ids.js';
import {
  fulfilmentFormMessages,
  sellerProfileMessages,
  sellerRegistrationMessages,
} from './sellers.messages.js';

const messages = sellerRegistrationMessages;
const labels = messages.labels;
type SellerField = keyof typeof labels;

const TEXT_MAX_LENGTH = 200;

/** docs/product.md §5: five capital letters, four digits, one capital letter. */
export const PAN_PATTERN = /^[A-Z]{5}[0-9]{4}[A-Z]$/;
/** docs/product.md §5: two digits, the PAN pattern, one alphanumeric, the letter Z, one alphanumeric. */
export const GST_PATTERN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][A-Z0-9]Z[A-Z0-9]$/;
/** docs/product.md §5: starts with http:// or https:// and contains a dot. */
export const WEBSITE_URL_PATTERN = /^https?:\/\/\S*\.\S*$/;
/** Bazaar (issue 9): an IFSC is four letters (the bank), a zero, six letters or digits (the branch). */
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;
export const IFSC_LENGTH = 11;
/**
 * Bazaar: a phone the business can be called on: 10 to 13 digits (a mobile, a landline with its STD code,
 * either with +91), spaces and hyphens between them allowed and kept as typed.
 */
export const PHONE_NUMBER_PATTERN = /^\+?[0-9](?:[ -]?[0-9]){9,12}$/;
/** Bazaar: an Indian bank account number is 9 to 18 digits; spaces and hyphens typed between them go. */
export const BANK_ACCOUNT_NUMBER_PATTERN = /^[0-9]{9,18}$/;
/** docs/product.md §5: only word characters, spaces and commas. */
export const SOCIAL_MEDIA_LINKS_PATTERN = /^[\w\s,]*$/;

const required = (field: SellerField) => messages.required(labels[field]);
const tooLong = (field: SellerField) => validationMessages.tooLong(labels[field], TEXT_MAX_LENGTH);

function requiredField(field: SellerField) {
  return requiredText(required(field), { length: TEXT_MAX_LENGTH, message: tooLong(field) });
}

/** Optional: missing, null and blank (even whitespace-only) text are absent. */
const blankAsMissing = (value: unknown): unknown =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;
/** Optional, but whitespace-only is '<Label> is required' (docs/product.md §5): only missing, null and '' are absent. */
const emptyAsMissing = (value: unknown): unknown => (value === null || value === '' ? undefined : value);

function optionalButNotBlank(field: SellerField) {
  return z.preprocess(
    emptyAsMissing,
    z
      .string(required(field))
      .trim()
      .min(1, required(field))
      .max(TEXT_MAX_LENGTH, tooLong(field))
      .refine(...withoutControlCharacters())
      .optional(),
  );
}

/** issue 20: PAN and GSTIN are read in any case and kept in capitals (`abcde1234f` is `ABCDE1234F`). */
function formatted(field: SellerField, length: number, pattern: RegExp, invalid: string) {
  return z
    .string(required(field))
    .trim()
    .min(1, required(field))
    .max(length, invalid)
    .transform((text) => text.toUpperCase())
    .refine(blankOr(pattern), invalid);
}

const sellerShape = {
  businessName: requiredField('businessName'),
  businessType: requiredField('businessType'),
  phoneNumber: requiredDigitsText(required('phoneNumber')).pipe(
    z.string().max(20, messages.invalidPhoneNumber).regex(PHONE_NUMBER_PATTERN, messages.invalidPhoneNumber),
  ),
  emailAddress: identityEmail({ required: required('emailAddress'), invalid: formMessages.invalidEmail }),
  addressLine1: requiredField('addressLine1'),
  city: requiredField('city'),
  // issue 20: a state the GST system knows, so the GSTIN's state code can be checked against it.
  state: requiredField('state').refine((state) => findGstState(state) !== undefined, messages.unknownState),
  pinCode: digitsText(PIN_CODE_LENGTH, { required: required('pinCode'), invalid: messages.invalidPinCode }),
  country: requiredField('country'),
  websiteUrl: z.preprocess(
    blankAsMissing,
    z
      .string(messages.invalidWebsiteUrl)
      .trim()
      .max(2048, messages.invalidWebsiteUrl)
      .regex(WEBSITE_URL_PATTERN, messages.invalidWebsiteUrl)
      .refine(...withoutControlCharacters())
      .optional(),
  ),
  socialMediaLinks: z.preprocess(
    blankAsMissing,
    z
      .string(messages.invalidSocialMediaLinks)
      .trim()
      .max(1000, messages.invalidSocialMediaLinks)
      .regex(SOCIAL_MEDIA_LINKS_PATTERN, messages.invalidSocialMediaLinks)
      .refine(...withoutControlCharacters())
      .optional(),
  ),
  panNumber: formatted('panNumber', PAN_LENGTH, PAN_PATTERN, messages.invalidPan),
  gstNumber: formatted('gstNumber', GST_LENGTH, GST_PATTERN, messages.invalidGst).refine(
    (gstNumber) => !GST_PATTERN.test(gstNumber) || hasValidGstCheckCharacter(gstNumber),
    messages.invalidGstCheckCharacter,
  ),
  companyRegistrationNumber: optionalButNotBlank('companyRegistrationNumber'),
  tradeLicenseNumber: optionalButNotBlank('tradeLicenseNumber'),
  bankAccountNumber: requiredDigitsText(required('bankAccountNumber')).pipe(
    z
      .string()
      .max(34, messages.invalidBankAccountNumber)
      .transform((number) => number.replace(/[ -]/g, ''))
      .pipe(z.string().regex(BANK_ACCOUNT_NUMBER_PATTERN, messages.invalidBankAccountNumber)),
  ),
  bankName: requiredField('bankName'),
  // Read in capitals (`sbin0001234` is `SBIN0001234`): banks print IFSCs either way.
  ifscCode: z
    .string(required('ifscCode'))
    .trim()
    .min(1, required('ifscCode'))
    .max(IFSC_LENGTH, messages.invalidIfsc)
    .transform((code) => code.toUpperCase())
    .refine((code) => IFSC_PATTERN.test(code), messages.invalidIfsc),
};

/** The business fields, each checked on its own (the tab schemas pick from it). */
const SellerFieldsSchema = z.object(sellerShape);

const asText = (value: unknown) => (typeof value === 'string' ? value.trim().toUpperCase() : '');

/**
 * issue 20: the GSTIN holds the business's PAN (characters 3 to 12) and starts with the code of its state. Named on
 * the GST Number field; checked whenever both sides read well, even while other fields are still wrong, so the
 * legal tab's Next already says it.
 */
function checkGstAgainstPanAndState(value: Record<string, unknown>, ctx: z.RefinementCtx) {
  const gstNumber = asText(value['gstNumber']);
  if (!GST_PATTERN.test(gstNumber) || !hasValidGstCheckCharacter(gstNumber)) return;
  const panNumber = asText(value['panNumber']);
  if (PAN_PATTERN.test(panNumber) && panOfGstin(gstNumber) !== panNumber) {
    ctx.addIssue({ code: 'custom', path: ['gstNumber'], message: messages.gstPanMismatch });
    return;
  }
  const state = typeof value['state'] === 'string' ? findGstState(value['state']) : undefined;
  if (state && !(state.codes as readonly string[]).includes(stateCodeOfGstin(gstNumber))) {
    ctx.addIssue({
      code: 'custom',
      path: ['gstNumber'],
      message: messages.gstStateMismatch(state.codes[0], state.name),
    });
  }
}

/**
 * The whole seller registration form (docs/product.md §3, §5): required fields give '<Label> is required', PAN and
 * GST their format messages, website URL and social links are optional with their own messages, company
 * registration and trade licence numbers are optional but whitespace-only is '<Label> is required'. issue 20: the
 * GSTIN's check character, its PAN and its state code are checked too.
 */
export const SellerRegistrationSchema = SellerFieldsSchema.superRefine(checkGstAgainstPanAndState, {
  when: (payload) => typeof payload.value === 'object' && payload.value !== null,
});
export type SellerRegistration = z.infer<typeof SellerRegistrationSchema>;

const optionalWhenBlank = <T extends z.ZodType>(schema: T) => z.preprocess(blankAsMissing, schema.optional());

/**
 * PUT /api/seller/profile (issue 20): the business details under the registration's rules (GSTIN against PAN and
 * state included), and optionally a new bank account: the number twice, the bank, the IFSC and the seller's
 * current password, all five required as soon as one of the first four is given.
 */
export const SellerProfileUpdateSchema = SellerFieldsSchema.omit({
  bankAccountNumber: true,
  bankName: true,
  ifscCode: true,
})
  .extend({
    bankAccountNumber: optionalWhenBlank(sellerShape.bankAccountNumber),
    confirmBankAccountNumber: optionalWhenBlank(sellerShape.bankAccountNumber),
    bankName: optionalWhenBlank(sellerShape.bankName),
    ifscCode: optionalWhenBlank(sellerShape.ifscCode),
    currentPassword: z.preprocess(
      (value) => (value === null || value === '' ? undefined : value),
      z.string(validationMessages.notValid(sellerProfileMessages.labels.currentPassword)).max(128).optional(),
    ),
  })
  .superRefine(
    (value, ctx) => {
      checkGstAgainstPanAndState(value, ctx);
      const bank = ['bankAccountNumber', 'confirmBankAccountNumber', 'bankName', 'ifscCode'] as const;
      if (!bank.some((field) => value[field] !== undefined)) return;
      const fieldLabels = { ...labels, ...sellerProfileMessages.labels };
      for (const field of [...bank, 'currentPassword'] as const) {
        if (value[field] === undefined) {
          ctx.addIssue({
            code: 'custom',
            path: [field],
            message: sellerProfileMessages.bankFieldRequired(fieldLabels[field]),
          });
        }
      }
      const number = value.bankAccountNumber;
      const again = value.confirmBankAccountNumber;
      if (typeof number === 'string' && typeof again === 'string' && number !== again) {
        ctx.addIssue({
          code: 'custom',
          path: ['confirmBankAccountNumber'],
          message: sellerProfileMessages.bankAccountMismatch,
        });
      }
    },
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  );
export type SellerProfileUpdate = z.infer<typeof SellerProfileUpdateSchema>;

export type SellerRegistrationTab = keyof typeof messages.tabs;

/**
 * Which fields sit on which tab (the spec leaves it open). Bazaar's split: who and where the business is;
 * its legal identifiers; where the money goes. Tabs in the order shown, with their titles.
 */
export const sellerRegistrationTabs = [
  {
    key: 'businessInformation',
    title: messages.tabs.businessInformation,
    fields: [
      'businessName',
      'businessType',
      'phoneNumber',
      'emailAddress',
      'addressLine1',
      'city',
      'state',
      'pinCode',
      'country',
      'websiteUrl',
      'socialMediaLinks',
    ],
  },
  {
    key: 'legalInformation',
    title: messages.tabs.legalInformation,
    fields: ['panNumber', 'gstNumber', 'companyRegistrationNumber', 'tradeLicenseNumber'],
  },
  {
    key: 'financialInformation',
    title: messages.tabs.financialInformation,
    fields: ['bankAccountNumber', 'bankName', 'ifscCode'],
  },
] as const satisfies readonly { key: SellerRegistrationTab; title: string; fields: readonly SellerField[] }[];

/** One schema per tab, for "Next validates the current tab before moving". */
export const sellerRegistrationTabSchemas = {
  businessInformation: SellerFieldsSchema.pick({
    businessName: true,
    businessType: true,
    phoneNumber: true,
    emailAddress: true,
    addressLine1: true,
    city: true,
    state: true,
    pinCode: true,
    country: true,
    websiteUrl: true,
    socialMediaLinks: true,
  }),
  legalInformation: SellerFieldsSchema.pick({
    panNumber: true,
    gstNumber: true,
    companyRegistrationNumber: true,
    tradeLicenseNumber: true,
  }),
  financialInformation: SellerFieldsSchema.pick({
    bankAccountNumber: true,
    bankName: true,
    ifscCode: true,
  }),
} as const;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const tabKeys = Object.keys(messages.tabs) as SellerRegistrationTab[];

/**
 * POST /api/seller/register: the form object, flat, or grouped by tab (`{businessInformation: {...},
 * legalInformation: {...}, financialInformation: {...}}`) — both are read; a top-level field wins over
 * the same field inside a tab. The output is flat.
 */
export const SellerRegisterSchema = z.preprocess((body) => {
  if (!isRecord(body)) return body;
  const flat: Record<string, unknown> = {};
  for (const tab of tabKeys) {
    const part = body[tab];
    if (isRecord(part)) Object.assign(flat, part);
  }
  for (const [key, value] of Object.entries(body)) {
    if (!(tabKeys as string[]).includes(key)) flat[key] = value;
  }
  return flat;
}, SellerRegistrationSchema);
export type SellerRegister = z.infer<typeof SellerRegisterSchema>;

/** Reads the filters also from `filters[name]` keys or a `filters` object; a non-blank top-level value wins. */
function readFilters(query: unknown): unknown {
  if (!isRecord(query)) return query;
  const flat: Record<string, unknown> = { ...query };
  const take = (key: string, value: unknown) => {
    if (flat[key] === undefined || flat[key] === '') flat[key] = value;
  };
  const nested = query['filters'];
  if (isRecord(nested)) {
    for (const [key, value] of Object.entries(nested)) take(key, value);
  }
  for (const [key, value] of Object.entries(query)) {
    const match = /^filters\[(\w+)\]$/.exec(key);
    if (match?.[1] !== undefined) take(match[1], value);
  }
  return flat;
}

/** '' and "all" values of a filter (the spec's "all category") mean no filter. */
const ALL = /^all(?:\s*(?:category|categories|status|statuses))?$/i;
const allAsMissing = (value: unknown): unknown =>
  typeof value === 'string' && (value.trim() === '' || ALL.test(value.trim())) ? undefined : value;

function pageNumber(label: string, fallback: number, max?: number) {
  const message = validationMessages.wholeNumberFrom(label, 1);
  const number = z.number(message).int(message).min(1, message);
  return z.preprocess(
    readNumber,
    (max === undefined ? number : number.max(max, validationMessages.atMost(label, max)))
      .optional()
      .default(fallback),
  );
}

/**
 * GET /api/seller/get-all-product query, normalized: `page` (default 1), `limit` (default 10, at most 50),
 * `category` (matched to the spec's list; blank or "all category" = none), `productStockStatus` (read by
 * parseStockStatusKey: `low-stock`, `Low Stock`, `low stock`…; blank or "all" = none) and `search`
 * (trimmed; blank = none). The filters may also come as `filters[category]` keys or a `filters` object.
 */
export const SellerProductQuerySchema = z.preprocess(
  readFilters,
  z.object({
    page: pageNumber('Page', 1),
    limit: pageNumber('Limit', SELLER_PAGE_SIZE, SELLER_PAGE_SIZE_MAX),
    category: z.preprocess(
      allAsMissing,
      z
        .string(productFormMessages.unknownCategory)
        .transform((text, ctx): Category => {
          const category = findCategory(text);
          if (category === undefined) {
            ctx.issues.push({ code: 'custom', message: productFormMessages.unknownCategory, input: text });
            return z.NEVER;
          }
          return category;
        })
        .optional(),
    ),
    productStockStatus: z.preprocess(
      allAsMissing,
      z
        .string(validationMessages.notValid('Stock status'))
        .transform((text, ctx): StockStatusKey => {
          const key = parseStockStatusKey(text);
          if (key === undefined) {
            ctx.issues.push({
              code: 'custom',
              message: validationMessages.notValid('Stock status'),
              input: text,
            });
            return z.NEVER;
          }
          return key;
        })
        .optional(),
    ),
    search: z.preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
      z
        .string(validationMessages.notValid('Search'))
        .trim()
        .max(100, validationMessages.tooLong('Search', 100))
        .optional(),
    ),
  }),
);
export type SellerProductQuery = z.infer<typeof SellerProductQuerySchema>;

/** PATCH /api/seller/product/visibilty-toggle/{id} `{state}`: true = visible (isHide false); not a boolean → 400. */
export const VisibilityToggleSchema = z.object({
  state: z.boolean(validationMessages.booleanExpected('state')),
});
export type VisibilityToggle = z.infer<typeof VisibilityToggleSchema>;

const fulfilment = fulfilmentFormMessages;
const SHIPPED_ORDER_STATUS: OrderStatus = 'shipped';
/** issue 20: at most one page's worth of orders moved by one call (a seller selects from pages of 10). */
export const ORDER_STATUS_BATCH_MAX = 50;
export const CANCEL_REASON_MAX_LENGTH = 500;
export const CARRIER_MAX_LENGTH = 60;
/** issue 20: carriers' tracking numbers (AWB numbers) are letters, digits and hyphens. */
export const TRACKING_NUMBER_PATTERN = /^[A-Za-z0-9][A-Za-z0-9-]{2,38}[A-Za-z0-9]$/;

/** Blank text is absent (an empty field of the ship form, a null from a client). */
const blankAsAbsent = (value: unknown): unknown =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

const carrierField = z.preprocess(
  blankAsAbsent,
  z
    .string(fulfilment.invalidCarrier)
    .trim()
    .max(CARRIER_MAX_LENGTH, fulfilment.invalidCarrier)
    .refine(...withoutControlCharacters())
    .optional(),
);
const trackingNumberField = z.preprocess(
  (value) => (typeof value === 'string' ? value.replace(/\s+/g, '') : value),
  z.preprocess(
    blankAsAbsent,
    z
      .string(fulfilment.invalidTrackingNumber)
      .regex(TRACKING_NUMBER_PATTERN, fulfilment.invalidTrackingNumber)
      .transform((text) => text.toUpperCase())
      .optional(),
  ),
);

/** The ship dialog: a carrier and a tracking number, both required. */
export const ShipmentSchema = z.object({
  carrier: carrierField.refine((carrier) => carrier !== undefined, fulfilment.carrierRequired),
  trackingNumber: trackingNumberField.refine(
    (trackingNumber) => trackingNumber !== undefined,
    fulfilment.trackingNumberRequired,
  ),
});
export type Shipment = z.infer<typeof ShipmentSchema>;

/**
 * POST /api/seller/order-status (issue 20): `{orderId, orderStatus, carrier?, trackingNumber?}` moves one order;
 * `{orderIds: […], orderStatus}` moves several, each checked on its own. `shipped` needs a carrier and a tracking
 * number, so it moves one order at a time. `status` is read for `orderStatus` (the first clients sent it).
 */
export const OrderStatusChangeSchema = z
  .preprocess(
    (body) => {
      if (!isRecord(body) || body['orderStatus'] !== undefined || body['status'] === undefined) return body;
      const { status, ...rest } = body;
      return { ...rest, orderStatus: status };
    },
    z.object({
      orderId: orderIdField().optional(),
      orderIds: z
        .array(orderIdField(), validationMessages.notValid('orderIds'))
        .min(1, fulfilment.orderIdOrOrderIds)
        .max(ORDER_STATUS_BATCH_MAX, fulfilment.tooManyOrders(ORDER_STATUS_BATCH_MAX))
        .refine(
          (ids) => new Set(ids.map((id) => id.toLowerCase())).size === ids.length,
          fulfilment.orderNamedTwice,
        )
        .optional(),
      orderStatus: z.enum(orderStatuses, validationMessages.notValid('Status')),
      carrier: carrierField,
      trackingNumber: trackingNumberField,
    }),
  )
  .superRefine((change, ctx) => {
    if ((change.orderId === undefined) === (change.orderIds === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['orderId'], message: fulfilment.orderIdOrOrderIds });
      return;
    }
    if (change.orderStatus !== SHIPPED_ORDER_STATUS) {
      if (change.carrier !== undefined || change.trackingNumber !== undefined) {
        const field = change.carrier !== undefined ? 'carrier' : 'trackingNumber';
        ctx.addIssue({ code: 'custom', path: [field], message: fulfilment.shipmentOnlyWhenShipped });
      }
      return;
    }
    if (change.orderIds !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['orderIds'], message: fulfilment.shipOneAtATime });
      return;
    }
    if (change.carrier === undefined) {
      ctx.addIssue({ code: 'custom', path: ['carrier'], message: fulfilment.carrierRequired });
    }
    if (change.trackingNumber === undefined) {
      ctx.addIssue({ code: 'custom', path: ['trackingNumber'], message: fulfilment.trackingNumberRequired });
    }
  });
export type OrderStatusChange = z.infer<typeof OrderStatusChangeSchema>;

/** POST /api/seller/cancel-order `{orderId, reason}` (issue 20), and the cancel dialog's reason. */
export const SellerCancelOrderSchema = z.object({
  orderId: orderIdField(),
  reason: requiredText(
    fulfilment.reasonRequired,
    {
      length: CANCEL_REASON_MAX_LENGTH,
      message: fulfilment.reasonTooLong(CANCEL_REASON_MAX_LENGTH),
    },
    { multiLine: true },
  ),
});
export type SellerCancelOrder = z.infer<typeof SellerCancelOrderSchema>;
