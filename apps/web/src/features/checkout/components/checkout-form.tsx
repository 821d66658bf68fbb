import {
  checkoutMessages,
  formatRupees,
  optionsText,
  rupeesToPaise,
  type CheckoutChange,
  type OrderSource,
} from '@bazaar/domain';
import { ImageOff } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { FormProvider, useForm, useWatch, type Control } from 'react-hook-form';
import {
  checkoutResolver,
  emptyAddress,
  emptyCheckoutForm,
  type CheckoutLine,
  type CheckoutFormOutput,
  type CheckoutFormValues,
} from './checkout-form-values';
import { CheckoutChanges, linesAfterChanges } from './checkout-changes';
import { PaymentFields } from './payment-fields';
import { ShippingAddressFields, type savedAddressOf } from './shipping-address-fields';
import { checkoutChangesOf, useSubmitOrder } from '../../../api/orders/submit-order';
import { Button } from '../../../components/button';
import { OrderSummary } from '../../../components/order-summary';
import { useAuth } from '../../../lib/auth/session';
import { failureMessage } from '../../../lib/failure-message';
import { refusedFieldOf } from '../../../lib/http';
import { clearCheckoutDraft, getCheckoutDraft, setCheckoutDraft } from '../../../lib/storage';

const t = checkoutMessages;

export type { CheckoutLine } from './checkout-form-values';

// The popups (sweetalert2) load with the first failure, not with the page.
const popups = () => import('../../../components/popup');

interface Attempt {
  idempotencyKey: string;
  timeStamp: number;
}

/** The shipping field a 400 from submit-order names (`{field: 'shippingAddress.phoneNumber'}`), if any. */
function addressFieldOf(error: unknown): `shippingAddress.${keyof typeof emptyAddress}` | undefined {
  const field = refusedFieldOf(error);
  if (field === undefined || !field.startsWith('shippingAddress.')) return undefined;
  const name = field.slice('shippingAddress.'.length);
  return name in emptyAddress ? (field as `shippingAddress.${keyof typeof emptyAddress}`) : undefined;
}

function newAttempt(): Attempt {
  return { idempotencyKey: crypto.randomUUID(), timeStamp: Date.now() };
}

/**
 * The form as this tab last held it (issue 21: a reload keeps what was typed), over the empty form with the
 * account's name and phone as the recipient's. A card's number and CVV are never kept.
 */
function startingValues(user: { name: string; phoneNumber: string } | null | undefined): CheckoutFormValues {
  const draft = getCheckoutDraft() as Partial<CheckoutFormValues> | undefined;
  const text = (value: unknown, fallback: string) => (typeof value === 'string' ? value : fallback);
  const address: Partial<Record<string, unknown>> = draft?.shippingAddress ?? {};
  const detail: Partial<Record<string, unknown>> = draft?.paymentData?.methodDetail ?? {};
  const methods = ['debitcard', 'upi', 'cod'] as const;
  const method = methods.find((name) => name === draft?.paymentData?.methodName) ?? '';
  const empty = emptyCheckoutForm;
  return {
    shippingAddress: {
      ...Object.fromEntries(
        Object.entries(empty.shippingAddress).map(([key, value]) => [
          key,
          typeof value === 'boolean' ? address[key] === true : text(address[key], value),
        ]),
      ),
      fullName: text(address.fullName, user?.name ?? ''),
      phoneNumber: text(address.phoneNumber, user?.phoneNumber ?? ''),
    } as CheckoutFormValues['shippingAddress'],
    saveToBook: draft?.saveToBook === true,
    paymentData: {
      methodName: method,
      methodDetail: {
        ...empty.paymentData.methodDetail,
        cardHolderName: text(detail.cardHolderName, ''),
        expiryMonth: text(detail.expiryMonth, ''),
        expiryYear: text(detail.expiryYear, ''),
        upiId: text(detail.upiId, ''),
      },
    },
  };
}

/** Keeps the form in this tab's session storage as it changes: everything but the card's number and CVV. */
function KeepDraft({ control }: { control: Control<CheckoutFormValues, unknown, CheckoutFormOutput> }) {
  const values = useWatch({ control });
  useEffect(() => {
    const { cardNumber: _number, cvv: _cvv, ...detail } = values.paymentData?.methodDetail ?? {};
    setCheckoutDraft({ ...values, paymentData: { ...values.paymentData, methodDetail: detail } });
  }, [values]);
  return null;
}

/** issue 21: Place Order answered 409: what changed, and the lines as they would now be ordered. */
interface Review {
  changes: CheckoutChange[];
  lines: CheckoutLine[];
}

/**
 * The checkout (docs/product.md §2, §5): shipping address, payment, and the order summary with Place Order. One
 * idempotency key serves every submission made from this screen, so a retry after a lost answer gets the
 * orders already placed instead of placing them twice; the button is locked while an order is on its way.
 * issue 21: each line is sent with the price shown; when a price or the stock changed meanwhile, nothing is
 * bought and the changes are shown with the new total until the shopper confirms them.
 */
export function CheckoutForm({
  lines,
  source,
  savedAddress,
  onPlaced,
}: {
  lines: readonly CheckoutLine[];
  /** Buy Now leaves the cart as it is; a cart checkout empties the bought lines. */
  source: OrderSource;
  savedAddress: ReturnType<typeof savedAddressOf>;
  onPlaced: (orderIds: string[]) => void;
}) {
  const { user } = useAuth();
  const form = useForm<CheckoutFormValues, unknown, CheckoutFormOutput>({
    resolver: checkoutResolver,
    defaultValues: startingValues(user),
  });
  const submit = useSubmitOrder();
  // issue 21: the lines as last confirmed after a change (the page's own until then), and a change to confirm
  const [confirmed, setConfirmed] = useState<readonly CheckoutLine[] | null>(null);
  const [review, setReview] = useState<Review | null>(null);
  const shown = review?.lines ?? confirmed ?? lines;

  const attempt = useRef<Attempt | null>(null);
  // A ref, not state: a second click in the same frame must already see the first one.
  const inFlight = useRef(false);

  async function place(values: CheckoutFormOutput, ordered: readonly CheckoutLine[]) {
    if (inFlight.current) return;
    inFlight.current = true;
    attempt.current ??= newAttempt();
    const { idempotencyKey, timeStamp } = attempt.current;
    try {
      const { orderIds } = await submit.mutateAsync({
        idempotencyKey,
        body: {
          cartProduct: ordered.map(({ id, variantId, quantity, sellingPrice }) => ({
            id,
            quantity,
            sellingPrice,
            ...(variantId ? { variantId } : {}),
          })),
          shippingAddress: values.shippingAddress,
          paymentData: values.paymentData,
          timeStamp,
          source,
          // issue 21: a new address is filed in the book with the order, so a refused order files nothing
          ...(form.getValues('saveToBook') ? { saveToAddressBook: true } : {}),
        },
      });
      clearCheckoutDraft();
      onPlaced(orderIds);
    } catch (error) {
      inFlight.current = false;
      const changes = checkoutChangesOf(error);
      if (changes) {
        setReview({ changes, lines: linesAfterChanges(ordered, changes) });
        return;
      }
      // issue 21: an address to be saved needs what the address book's own form needs (a phone): the API names
      // the field, and the shopper finds the message under it
      const field = addressFieldOf(error);
      if (field) {
        form.setError(field, { message: failureMessage(error) }, { shouldFocus: true });
        return;
      }
      const { showPopup } = await popups();
      // docs/product.md §8: the server's message in 'Oops!'; without an answer, the connection message (same key next time).
      await showPopup({
        icon: 'error',
        title: t.failedTitle,
        text: failureMessage(error),
      });
    }
  }

  /**
   * Place Order, or, while changes are shown, the shopper's confirmation of them: the order is placed as the
   * changes panel showed it.
   */
  async function submitForm(values: CheckoutFormOutput) {
    if (!review) return place(values, confirmed ?? lines);
    if (review.lines.length === 0) return; // all sold out: only the way back to the cart is offered
    setConfirmed(review.lines);
    setReview(null);
    return place(values, review.lines);
  }

  const busy = submit.isPending || submit.isSuccess;

  return (
    <FormProvider {...form}>
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[1fr_24rem] lg:gap-8">
        <form
          id="checkout-form"
          noValidate
          onSubmit={(event) => void form.handleSubmit(submitForm)(event)}
          aria-label={t.heading}
          className="space-y-8 rounded-2xl border border-zinc-200 bg-white p-5 shadow-sm sm:p-6 dark:border-zinc-800 dark:bg-zinc-900"
        >
          <KeepDraft control={form.control} />
          <ShippingAddressFields savedAddress={savedAddress} />
          <PaymentFields />
        </form>
        <div className="space-y-4 lg:sticky lg:top-24">
          {review && (
            <CheckoutChanges
              changes={review.changes}
              lines={review.lines}
              busy={busy}
              onConfirm={() => void form.handleSubmit(submitForm)()}
            />
          )}
          <OrderSummary lines={shown} items={<CheckoutItems lines={shown} />}>
            {!review && (
              <Button type="submit" form="checkout-form" size="lg" disabled={busy} className="w-full">
                {busy ? t.placingOrder : t.placeOrder}
              </Button>
            )}
          </OrderSummary>
        </div>
      </div>
    </FormProvider>
  );
}

function CheckoutItems({ lines }: { lines: readonly CheckoutLine[] }) {
  return (
    <ul className="divide-y divide-zinc-200 border-y border-zinc-200 dark:divide-zinc-800 dark:border-zinc-800">
      {lines.map((line) => (
        <li key={`${line.id}:${line.variantId ?? ''}`} className="flex items-center gap-3 py-3">
          {line.image ? (
            <img
              src={line.image}
              alt=""
              width={48}
              height={48}
              className="size-12 shrink-0 rounded-lg bg-zinc-100 object-cover dark:bg-zinc-800"
            />
          ) : (
            <span className="grid size-12 shrink-0 place-items-center rounded-lg bg-zinc-100 text-zinc-400 dark:bg-zinc-800">
              <ImageOff aria-hidden="true" className="size-5" />
            </span>
          )}
          <div className="min-w-0 flex-1">
            <p className="line-clamp-2 text-sm font-medium break-words">{line.name}</p>
            {line.options && (
              <p className="text-xs text-zinc-600 dark:text-zinc-400">{optionsText(line.options)}</p>
            )}
            <p className="text-xs text-zinc-600 dark:text-zinc-400">{t.quantity(line.quantity)}</p>
          </div>
          <p className="text-sm font-semibold">
            {formatRupees(rupeesToPaise(line.sellingPrice) * line.quantity)}
          </p>
        </li>
      ))}
    </ul>
  );
}
