'use client';

import { useEffect, useRef, type ReactNode } from 'react';

type Props = { labelledBy: string; width: string; onCancel: () => void; children: ReactNode };

/** A modal question over the admin while it is mounted: focus stays inside, Escape is `onCancel`. */
export function ModalDialog({ labelledBy, width, onCancel, children }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);
  return (
    <dialog
      ref={dialog}
      aria-labelledby={labelledBy}
      onCancel={(event) => (event.preventDefault(), onCancel())}
      className={`${width} m-auto max-h-[calc(100dvh-2rem)] rounded-2xl border border-border bg-background p-5 text-foreground shadow-xl backdrop:bg-black/60`}
    >
      {children}
    </dialog>
  );
}
