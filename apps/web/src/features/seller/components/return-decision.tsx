import { formatRupeeAmount, returnMessages as t, type SellerOrder } from '@bazaar/domain';
import { Check, Undo2, X } from 'lucide-react';
import { useId, useState } from 'react';
import { useDecideReturn } from '../../../api/sellers/decide-return';
import { Button } from '../../../components/button';
import { showToast } from '../../../components/popup';
import { failureMessage } from '../../../lib/failure-message';

/**
 * The returns of one of the seller's orders (issue 21): the one waiting with the buyer's reason and items, and
 * Approve / Reject with a note for the buyer (required to reject); decided ones with their outcome.
 */
export function ReturnDecisionPanel({ order }: { order: SellerOrder }) {
  const noteId = useId();
  const decide = useDecideReturn();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const returns = order.returns ?? [];
  if (returns.length === 0) return null;
  const waiting = returns.find((entry) => entry.status === 'requested');

  async function submit(approve: boolean) {
    setError(null);
    try {
      const reply = await decide.mutateAsync({ orderId: order.orderId, approve, note });
      void showToast('success', reply.message);
    } catch (failure) {
      setError(failureMessage(failure));
    }
  }

  return (
    <section
      aria-label={t.decide}
      className="space-y-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm dark:border-amber-500/40 dark:bg-amber-500/10"
    >
      {returns.map((entry) => (
        <div key={entry.id} className="space-y-1">
          <p className="flex items-center gap-2 font-semibold">
            <Undo2 aria-hidden="true" className="size-4 shrink-0" />
            {t.decide}: {t.statusLabels[entry.status]}
          </p>
          <p>{entry.lines.map((line) => `${line.quantity} × ${line.productName}`).join(', ')}</p>
          <p className="text-zinc-700 dark:text-zinc-300">{entry.reason}</p>
          {entry.note && <p>{t.sellerNote(entry.note)}</p>}
          {entry.refundAmount !== undefined && (
            <p className="font-semibold">
              {t.refund(formatRupeeAmount(entry.refundAmount), entry.refundStatus === 'due')}
            </p>
          )}
        </div>
      ))}
      {waiting && (
        <div className="space-y-2">
          <label htmlFor={noteId} className="block font-medium">
            {t.notePlaceholder}
          </label>
          <textarea
            id={noteId}
            value={note}
            maxLength={500}
            rows={2}
            onChange={(event) => setNote(event.target.value)}
            className="w-full rounded-lg border border-zinc-300 bg-white px-3 py-2 dark:border-zinc-700 dark:bg-zinc-900"
          />
          {error && (
            <p role="alert" className="font-semibold text-red-700 dark:text-red-400">
              {error}
            </p>
          )}
          <div className="flex flex-wrap justify-end gap-2">
            <Button
              size="sm"
              variant="secondary"
              disabled={decide.isPending}
              onClick={() => void submit(false)}
            >
              <X aria-hidden="true" className="size-4" />
              {t.reject}
            </Button>
            <Button size="sm" disabled={decide.isPending} onClick={() => void submit(true)}>
              <Check aria-hidden="true" className="size-4" />
              {t.approve}
            </Button>
          </div>
        </div>
      )}
    </section>
  );
}
