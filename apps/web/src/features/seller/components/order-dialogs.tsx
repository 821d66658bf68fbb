import {
  fulfilmentFormMessages,
  SellerCancelOrderSchema,
  sellerMessages,
  ShipmentSchema,
  type Shipment,
} from '@bazaar/domain';
import { Loader2, X } from 'lucide-react';
import { useEffect, useId, useRef, type MouseEvent, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/form/text-field';
import { TextareaField } from '../../../components/form/textarea-field';
import { isPopupOpen } from '../../../components/popup';
import { formResolver } from '../../../lib/form-resolver';

const t = sellerMessages.orders;
const labels = fulfilmentFormMessages.labels;

/** A modal form of the orders page: closes on Escape, a click outside or the close button. */
function OrderDialog({
  title,
  text,
  onClose,
  onSubmit,
  children,
}: {
  title: string;
  text: string;
  onClose: () => void;
  onSubmit: () => void;
  children: ReactNode;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);
  function onDialogClick(event: MouseEvent<HTMLDialogElement>) {
    if (event.target === event.currentTarget) onClose();
  }
  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      onClick={onDialogClick}
      onCancel={(event) => {
        event.preventDefault();
        if (!isPopupOpen()) onClose();
      }}
      className="m-auto w-[min(28rem,calc(100%-2rem))] rounded-2xl bg-transparent p-0 text-zinc-900 backdrop:bg-black/60 dark:text-zinc-100"
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
        className="space-y-4 rounded-2xl bg-white p-5 shadow-xl sm:p-6 dark:bg-zinc-900"
      >
        <div className="flex items-start justify-between gap-4">
          <h2 id={titleId} className="text-lg font-bold break-words">
            {title}
          </h2>
          <button
            type="button"
            aria-label={t.cancel}
            onClick={onClose}
            className="grid size-9 shrink-0 place-items-center rounded-full text-zinc-600 hover:bg-zinc-100 dark:text-zinc-300 dark:hover:bg-zinc-800"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </div>
        <p className="text-sm text-zinc-600 dark:text-zinc-400">{text}</p>
        {children}
      </form>
    </dialog>
  );
}

const shipResolver = formResolver<Shipment>(ShipmentSchema);

/** issue 20: marking an order shipped asks for the carrier and the tracking number (the API's own rules). */
export function ShipOrderDialog({
  orderNumber,
  onShip,
  onClose,
}: {
  orderNumber: string;
  onShip: (shipment: Shipment) => Promise<void>;
  onClose: () => void;
}) {
  const listId = useId();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: shipResolver, defaultValues: { carrier: '', trackingNumber: '' } });
  return (
    <OrderDialog
      title={t.shipTitle(orderNumber)}
      text={t.shipText}
      onClose={onClose}
      onSubmit={() => void handleSubmit(onShip)()}
    >
      <TextField
        label={labels.carrier}
        required
        list={listId}
        autoComplete="off"
        error={errors.carrier?.message}
        {...register('carrier')}
      />
      <datalist id={listId}>
        {t.carrierSuggestions.map((carrier) => (
          <option key={carrier} value={carrier} />
        ))}
      </datalist>
      <TextField
        label={labels.trackingNumber}
        required
        autoComplete="off"
        autoCapitalize="characters"
        error={errors.trackingNumber?.message}
        {...register('trackingNumber')}
      />
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onClose}>
          {t.cancel}
        </Button>
        <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
          {isSubmitting && <Loader2 aria-hidden="true" className="size-4 animate-spin" />}
          {t.shipConfirm}
        </Button>
      </div>
    </OrderDialog>
  );
}

const CancelReasonSchema = SellerCancelOrderSchema.pick({ reason: true });
const cancelResolver = formResolver<{ reason: string }>(CancelReasonSchema);

/** issue 20: the seller cancels an order not shipped yet, with a reason the buyer is e-mailed. */
export function CancelOrderDialog({
  orderNumber,
  onCancelOrder,
  onClose,
}: {
  orderNumber: string;
  onCancelOrder: (reason: string) => Promise<void>;
  onClose: () => void;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: cancelResolver, defaultValues: { reason: '' } });
  return (
    <OrderDialog
      title={t.cancelTitle(orderNumber)}
      text={t.cancelText}
      onClose={onClose}
      onSubmit={() => void handleSubmit(({ reason }) => onCancelOrder(reason))()}
    >
      <TextareaField
        label={labels.reason}
        required
        rows={3}
        error={errors.reason?.message}
        {...register('reason')}
      />
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onClose}>
          {t.keepOrder}
        </Button>
        <Button variant="danger" type="submit" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
          {isSubmitting && <Loader2 aria-hidden="true" className="size-4 animate-spin" />}
          {t.cancelConfirm}
        </Button>
      </div>
    </OrderDialog>
  );
}
