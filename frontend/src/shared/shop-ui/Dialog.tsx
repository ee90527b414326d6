import { useId, useLayoutEffect, useRef, type CSSProperties, type ReactNode } from 'react';
import './ui.css';

export interface DialogProps {
  title?: ReactNode;
  /** The accessible name when there is no title. */
  label?: string;
  onClose(): void;
  footer?: ReactNode;
  /** Largest width in px (phones get the screen less 16 px each side). */
  width?: number;
  /** false while something must finish: no close button, Escape and the backdrop do nothing. */
  closable?: boolean;
  className?: string;
  children?: ReactNode;
}

let openCount = 0;

/**
 * A modal dialog on the native <dialog> (issue 17 item 2): showModal() makes the page behind inert, so
 * focus stays inside; Escape and a click on the backdrop close it; the page does not scroll behind it.
 * Rendered only while open (the parent mounts it), so its state starts fresh every time.
 */
export function Dialog({
  title,
  label,
  onClose,
  footer,
  width = 520,
  closable = true,
  className,
  children,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const close = useRef(onClose);
  close.current = onClose;

  useLayoutEffect(() => {
    const dialog = ref.current!;
    const opener = document.activeElement as HTMLElement | null;
    // jsdom has no showModal; the open attribute shows it there.
    if (typeof dialog.showModal === 'function') {
      if (!dialog.open) dialog.showModal();
    } else dialog.setAttribute('open', '');
    openCount += 1;
    document.documentElement.classList.add('sf-dialog-open');
    return () => {
      openCount -= 1;
      if (openCount === 0) document.documentElement.classList.remove('sf-dialog-open');
      if (typeof dialog.close === 'function' && dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      className={`sf-dialog${className ? ` ${className}` : ''}`}
      style={{ '--sf-dialog-width': `${width}px` } as CSSProperties}
      aria-labelledby={title ? titleId : undefined}
      aria-label={title ? undefined : label}
      aria-modal="true"
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        // Handled here (before the browser's cancel), so an unclosable dialog stays open too.
        event.preventDefault();
        event.stopPropagation();
        if (closable) close.current();
      }}
      onCancel={(event) => event.preventDefault()}
      onClick={(event) => {
        if (event.target === event.currentTarget && closable) close.current();
      }}
    >
      <div className="sf-dialog__box">
        {(title || closable) && (
          <div className="sf-dialog__head">
            {title && (
              <h2 id={titleId} className="sf-dialog__title">
                {title}
              </h2>
            )}
            {closable && (
              <button type="button" className="sf-dialog__close" aria-label="Schließen" onClick={() => close.current()}>
                ✕
              </button>
            )}
          </div>
        )}
        <div className="sf-dialog__body">{children}</div>
        {footer && <div className="sf-dialog__footer">{footer}</div>}
      </div>
    </dialog>
  );
}
