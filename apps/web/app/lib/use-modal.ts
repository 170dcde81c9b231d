// The behaviour every modal dialog of the storefront shares (DESIGN craft: a real dialog): focus moves in on open
// (to [data-autofocus] or the panel) and back where it was on close, Tab and Shift+Tab cycle inside, Esc closes,
// and the page under it does not scroll. Not the native showModal(): its top layer would hide the toasts.
import { useEffect, useRef, type KeyboardEvent } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function useModal(onClose: () => void) {
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const panel = ref.current;
    const before = document.activeElement as HTMLElement | null;
    const focusIn = () => (panel?.querySelector<HTMLElement>('[data-autofocus]') ?? panel)?.focus();
    focusIn();
    // Content rendered under the dialog after it opened moves the focus where it belongs: a field that arrives late
    // (a lazy form) takes it from the panel holding it meanwhile, and a field rendered anew (the texts arriving) takes
    // it back from <body>, where the browser drops it when the focused field is removed. A focus the user moved
    // elsewhere inside the dialog stays.
    const keep = new MutationObserver(() => {
      const active = document.activeElement;
      if (panel?.isConnected && (active === null || active === document.body || active === panel)) focusIn();
    });
    if (panel) keep.observe(panel, { childList: true, subtree: true });
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      keep.disconnect();
      document.body.style.overflow = overflow;
      before?.focus?.();
    };
  }, []);

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      e.stopPropagation();
      onClose();
      return;
    }
    if (e.key !== 'Tab') return;
    const items = Array.from(e.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE));
    if (items.length === 0) return;
    const first = items[0]!;
    const last = items[items.length - 1]!;
    const active = document.activeElement;
    if (e.shiftKey && (active === first || !e.currentTarget.contains(active))) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && (active === last || !e.currentTarget.contains(active))) {
      e.preventDefault();
      first.focus();
    }
  };

  /** The backdrop closes the dialog when pressed outside the panel. */
  const onBackdropMouseDown = (e: { target: EventTarget; currentTarget: EventTarget }) => {
    if (e.target === e.currentTarget) onClose();
  };

  return { ref, onKeyDown, onBackdropMouseDown };
}
