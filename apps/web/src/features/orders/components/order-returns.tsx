import {
  formatRupeeAmount,
  returnMessages as t,
  returnReasons,
  ReturnRequestSchema,
  type OrderDetail,
  type ReturnReply,
} from '@bazaar/domain';
import { Undo2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useRequestReturn } from '../../../api/orders/request-return';
import { Button } from '../../../components/button';
import { SelectField } from '../../../components/form/select-field';
import { TextareaField } from '../../../components/form/textarea-field';
import { failureMessage } from '../../../lib/failure-message';
import { formatOrderInstant } from '../../../lib/order-dates';

/**
 * The order's returns (issue 21): each one with its status, items, reason, the seller's note and the refund; and,
 * within 7 days of delivery while none waits, "Return items" opens a form: a reason from the list with the
 * shopper's own words, and how many of each item.
 */
export function OrderReturns({ order }: { order: OrderDetail }) {
  const [open, setOpen] = useState(false);
  const returns = order.returns ?? [];
  const waiting = returns.some((entry) => entry.status === 'requested');
  const canAsk = order.returnableUntil !== undefined && !waiting;
  if (returns.length === 0 && !canAsk) return null;

  return (
    <section
      aria-label={t.sectionTitle}
      className="space-y-4 rounded-2xl border border-zinc-200 bg-white p-4 sm:p-5 dark:border-zinc-800 dark:bg-zinc-900"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-bold">{t.sectionTitle}</h2>
        {canAsk && !open && (
          <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
            <Undo2 aria-hidden="true" className="size-4" />
            {t.returnItems}
          </Button>
        )}
      </div>
      {canAsk && order.returnableUntil && (
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          {t.returnText(formatOrderInstant(order.returnableUntil))}
        </p>
      )}
      {open && <ReturnForm order={order} onDone={() => setOpen(false)} />}
      {returns.length > 0 && (
        <ul className="divide-y divide-zinc-200 dark:divide-zinc-800">
          {returns.map((entry) => (
            <ReturnEntry key={entry.id} entry={entry} />
          ))}
        </ul>
      )}
    </section>
  );
}

function ReturnEntry({ entry }: { entry: ReturnReply }) {
  return (
    <li className="space-y-1 py-3 text-sm">
      <p className="font-semibold">
        {t.statusLabels[entry.status]}
        <span className="font-normal text-zinc-600 dark:text-zinc-400">
          {' '}
          · {formatOrderInstant(entry.decidedAt ?? entry.requestedAt)}
        </span>
      </p>
      <p>{entry.lines.map((line) => `${line.quantity} × ${line.productName}`).join(', ')}</p>
      <p className="text-zinc-600 dark:text-zinc-400">{entry.reason}</p>
      {entry.note && <p>{t.sellerNote(entry.note)}</p>}
      {entry.refundAmount !== undefined && (
        <p className="font-semibold text-green-700 dark:text-green-400">
          {t.refund(formatRupeeAmount(entry.refundAmount), entry.refundStatus === 'due')}
        </p>
      )}
    </li>
  );
}

/** Units of each item not yet returned nor waiting to be (a rejected return gives its units back). */
function unitsLeft(order: OrderDetail): Map<string, number> {
  const left = new Map<string, number>();
  for (const item of order.orderItems)
    left.set(item.productId, (left.get(item.productId) ?? 0) + item.quantity);
  for (const entry of order.returns ?? []) {
    if (entry.status === 'rejected') continue;
    for (const line of entry.lines) left.set(line.productId, (left.get(line.productId) ?? 0) - line.quantity);
  }
  return left;
}

function ReturnForm({ order, onDone }: { order: OrderDetail; onDone: () => void }) {
  const formId = useId();
  const left = unitsLeft(order);
  const items = order.orderItems.filter((item) => (left.get(item.productId) ?? 0) > 0);
  const [reason, setReason] = useState('');
  const [details, setDetails] = useState('');
  const [quantities, setQuantities] = useState<Record<string, number>>(() =>
    Object.fromEntries(items.map((item) => [item.productId, left.get(item.productId) ?? 0])),
  );
  const [error, setError] = useState<string | null>(null);
  const request = useRequestReturn();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const body = {
      orderId: order.orderId,
      reason: reason && details.trim() ? `${reason}: ${details.trim()}` : reason || details,
      lines: Object.entries(quantities)
        .filter(([, quantity]) => quantity > 0)
        .map(([productId, quantity]) => ({ productId, quantity })),
    };
    const checked = ReturnRequestSchema.safeParse(body);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? t.reasonRequired);
      return;
    }
    setError(null);
    try {
      await request.mutateAsync(body);
      onDone();
    } catch (failure) {
      setError(failureMessage(failure));
    }
  }

  return (
    <form
      aria-label={t.returnHeading}
      onSubmit={(event) => void onSubmit(event)}
      className="space-y-4 rounded-xl bg-zinc-50 p-4 dark:bg-zinc-800/60"
      noValidate
    >
      <SelectField
        label={t.chooseReason}
        placeholder={t.chooseReason}
        options={returnReasons.map((value) => ({ id: value, value }))}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        required
      />
      <TextareaField
        label={t.reasonDetails}
        value={details}
        maxLength={400}
        onChange={(event) => setDetails(event.target.value)}
      />
      <fieldset className="space-y-2">
        {items.map((item) => {
          const id = `${formId}-${item.productId}`;
          return (
            <div key={item.productId} className="flex items-center justify-between gap-3 text-sm">
              <label htmlFor={id} className="min-w-0 break-words">
                {item.productName}
              </label>
              <input
                id={id}
                aria-label={t.howMany(item.productName)}
                type="number"
                inputMode="numeric"
                min={0}
                max={left.get(item.productId) ?? 0}
                value={quantities[item.productId] ?? 0}
                onChange={(event) =>
                  setQuantities((current) => ({
                    ...current,
                    [item.productId]: Math.max(
                      0,
                      Math.min(left.get(item.productId) ?? 0, Math.floor(Number(event.target.value) || 0)),
                    ),
                  }))
                }
                className="w-20 rounded-lg border border-zinc-300 bg-white px-2 py-1.5 text-right dark:border-zinc-700 dark:bg-zinc-900"
              />
            </div>
          );
        })}
      </fieldset>
      {error && (
        <p role="alert" className="text-sm font-semibold text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={request.isPending}>
          {request.isPending ? t.submitting : t.submit}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          {t.cancel}
        </Button>
      </div>
    </form>
  );
}
