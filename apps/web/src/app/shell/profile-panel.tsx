import { shellMessages } from '@bazaar/domain';
import { UserRound, X } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';

const t = shellMessages.header;

export interface ProfilePanelProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The right-hand slide-in panel opened by the header's profile icon (spec §2). Its tabs (profile, upload,
 * wish list) and the logout come with the profile feature; this is the frame they live in.
 */
export function ProfilePanel({ open, onClose }: ProfilePanelProps) {
  const titleId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement;
    closeRef.current?.focus();
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') onClose();
    }
    window.addEventListener('keydown', onKeyDown);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
      if (previous instanceof HTMLElement) previous.focus();
    };
  }, [open, onClose]);

  if (!open) return null;

  return (
    <div className="fixed inset-0 z-50">
      <div aria-hidden="true" onClick={onClose} className="absolute inset-0 animate-fade-in bg-zinc-950/50" />
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className="absolute inset-y-0 right-0 flex w-96 max-w-[90vw] flex-col gap-6 overflow-y-auto bg-white p-6 shadow-2xl dark:bg-zinc-900"
      >
        <div className="flex items-center justify-between gap-4">
          <h2 id={titleId} className="text-lg font-bold">
            {t.profilePanelTitle}
          </h2>
          <button
            ref={closeRef}
            type="button"
            aria-label={t.closeProfile}
            onClick={onClose}
            className="grid size-10 place-items-center rounded-full hover:bg-zinc-100 dark:hover:bg-zinc-800"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </div>
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-zinc-300 p-8 text-center dark:border-zinc-700">
          <UserRound aria-hidden="true" className="size-10 text-zinc-400" />
          <p className="text-sm text-zinc-600 dark:text-zinc-400">{t.profilePanelText}</p>
        </div>
      </div>
    </div>
  );
}
