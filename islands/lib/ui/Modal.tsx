import { lazy, type ReactNode, type RefObject, Suspense, useState } from 'react';

export interface ModalProps {
  open: boolean;
  /** Escape, the close button, a click on the backdrop: the parent decides and sets `open`. */
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** Buttons at the bottom (the primary action last, so it sits at the end in both directions). */
  footer?: ReactNode;
  /** What gets focus on opening; default the first focusable element. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** `alertdialog` for confirmations. */
  role?: 'dialog' | 'alertdialog';
  /** Id of the element that describes the dialog. */
  describedBy?: string;
  size?: 'small' | 'medium';
  /** Hide the corner close button (a confirmation has its own Cancel). */
  hideClose?: boolean;
}

// The dialog (focus keeping, Escape, the fades, the close button) loads the first time one opens, not
// with every page that can show one (decision 15); once loaded it stays mounted, so it fades out when
// it closes. A dialog that is itself loaded on demand uses ModalDialog.tsx directly.
const Dialog = lazy(() => import('./ModalDialog').then((m) => ({ default: m.ModalDialog })));

/** A modal dialog (ModalDialog.tsx): the page behind is inert, focus stays inside, Escape closes. */
export function Modal(props: ModalProps) {
  const [wanted, setWanted] = useState(props.open);
  if (props.open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  );
}
