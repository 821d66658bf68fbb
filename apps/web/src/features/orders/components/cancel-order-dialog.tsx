import { CANCEL_REASON_MAX, cancelReasons, orderMessages } from '@bazaar/domain';
import { useEffect, useId, useRef, useState, type FormEvent, type MouseEvent } from 'react';
import { Button } from '../../../components/button';
import { TextareaField } from '../../../components/form/textarea-field';

const t = orderMessages;

/**
 * issue 21: 'Cancel this order?' asks why — a reason from the list, and the shopper's own words if they like —
 * before the order is cancelled; 'Keep order', the Escape key or a click outside leave it as it is.
 */
export function CancelOrderDialog({
  busy,
  onConfirm,
  onClose,
}: {
  busy: boolean;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const errorId = useId();
  const [choice, setChoice] = useState('');
  const [words, setWords] = useState('');
  const [missing, setMissing] = useState(false);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);

  function onDialogClick(event: MouseEvent<HTMLDialogElement>) {
    if (event.target === event.currentTarget) onClose();
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!choice) {
      setMissing(true);
      return;
    }
    onConfirm(t.cancelReasonText(choice, words.trim()));
  }

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      onClick={onDialogClick}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className="m-auto w-[min(32rem,calc(100%-2rem))] rounded-2xl bg-transparent p-0 text-zinc-900 backdrop:bg-black/60 dark:text-zinc-100"
    >
      <form
        noValidate
        onSubmit={onSubmit}
        className="space-y-4 rounded-2xl bg-white p-5 shadow-xl sm:p-6 dark:bg-zinc-900"
      >
        <div className="space-y-1">
          <h2 id={titleId} className="text-xl font-bold">
            {t.cancelQuestion}
          </h2>
          <p className="text-sm text-zinc-600 dark:text-zinc-400">{t.cancelQuestionText}</p>
        </div>
        <fieldset aria-describedby={missing ? errorId : undefined} className="space-y-2">
          <legend className="mb-2 text-sm font-semibold">{t.cancelReasonLabel}</legend>
          {cancelReasons.map((reason) => (
            <label key={reason} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="cancel-reason"
                value={reason}
                checked={choice === reason}
                onChange={() => {
                  setChoice(reason);
                  setMissing(false);
                }}
                className="size-4 accent-brand-600"
              />
              {reason}
            </label>
          ))}
          {missing && (
            <p id={errorId} role="alert" className="text-sm text-red-700 dark:text-red-400">
              {t.cancelReasonRequired}
            </p>
          )}
        </fieldset>
        <TextareaField
          label={t.cancelWordsLabel}
          rows={3}
          maxLength={CANCEL_REASON_MAX - 60}
          value={words}
          onChange={(event) => setWords(event.target.value)}
        />
        <div className="flex flex-wrap justify-end gap-3">
          <Button type="button" variant="secondary" onClick={onClose}>
            {t.cancelKeep}
          </Button>
          <Button type="submit" variant="danger" disabled={busy}>
            {busy ? t.cancelling : t.cancelConfirm}
          </Button>
        </div>
      </form>
    </dialog>
  );
}
