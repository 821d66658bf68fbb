// sweetalert2 wrappers. The plain ESM build plus its stylesheet: the `.all` builds inject a <style> tag,
// which the production CSP (`style-src 'self'`) would block.
import 'sweetalert2/dist/sweetalert2.min.css';
import Swal, { type SweetAlertIcon, type SweetAlertResult } from 'sweetalert2/dist/sweetalert2.esm.js';

function currentTheme(): 'dark' | 'light' {
  return document.documentElement.classList.contains('dark') ? 'dark' : 'light';
}

/** docs/product.md §9: toasts sit top-end, close after 2000 ms with a progress bar and pause while hovered. */
const toastMixin = Swal.mixin({
  toast: true,
  position: 'top-end',
  showConfirmButton: false,
  timer: 2000,
  timerProgressBar: true,
  didOpen: (toast) => {
    toast.addEventListener('mouseenter', () => Swal.stopTimer());
    toast.addEventListener('mouseleave', () => Swal.resumeTimer());
  },
});

export function showToast(
  icon: SweetAlertIcon,
  title: string,
  note?: { text: string; timer: number },
): Promise<SweetAlertResult> {
  if (!note) return toastMixin.fire({ icon, title, theme: currentTheme() });
  // A toast with a note to read (one line each) stays longer; hovering still pauses it.
  return toastMixin.fire({
    icon,
    title,
    text: note.text,
    timer: note.timer,
    customClass: { htmlContainer: 'whitespace-pre-line text-left' },
    theme: currentTheme(),
  });
}

export interface PopupOptions {
  icon?: SweetAlertIcon;
  title: string;
  text?: string;
  confirmButtonText?: string;
}

// sweetalert2 reads a key that is present but undefined as "no label" and draws a blank button: only the
// options that were given are passed on, so the library's own labels ('OK', 'Cancel') fill the rest.
function given<T extends object>(options: T): Partial<T> {
  return Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined)) as Partial<T>;
}

/** A modal message with one button, e.g. 'Oops!' with the server message. */
export function showPopup({ icon, title, text, confirmButtonText }: PopupOptions): Promise<SweetAlertResult> {
  return Swal.fire({ ...given({ icon, title, text, confirmButtonText }), theme: currentTheme() });
}

export interface ConfirmOptions extends PopupOptions {
  cancelButtonText?: string;
}

/** A modal question; resolves true when the user confirms. */
export async function confirmPopup({
  icon = 'warning',
  title,
  text,
  confirmButtonText,
  cancelButtonText,
}: ConfirmOptions): Promise<boolean> {
  const result = await Swal.fire({
    ...given({ icon, title, text, confirmButtonText, cancelButtonText }),
    showCancelButton: true,
    reverseButtons: true,
    focusCancel: true,
    theme: currentTheme(),
  });
  return result.isConfirmed;
}

/** True while a popup or question is on screen (a dialog under it should leave Escape to the popup). */
export function isPopupOpen(): boolean {
  return Swal.isVisible();
}
