import { lazy, type ReactNode, Suspense, useState } from 'react';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  /** What will happen, in plain words ("The certification is removed from your profile."). */
  message: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** `danger` paints the confirm button red: for deletions and other things that cannot be undone. */
  tone?: 'danger' | 'default';
  /** Ask for a reason (spec §4: rejecting a client request needs one); it is passed to onConfirm. */
  reason?: { label: string; required?: boolean; maxLength?: number };
  /** May be async: the dialog stays open and busy until it settles; a throw keeps it open. */
  onConfirm: (reason: string) => void | Promise<void>;
  onCancel: () => void;
}

// The dialog, its form and the modal load the first time a confirmation opens, not with every page that
// can ask for one (decision 15); once loaded it stays mounted, so it fades out when it closes.
const Dialog = lazy(() => import('./ConfirmDialogModal'));

/**
 * The confirmation every destructive action uses (certification and award deletes, account
 * deletion, rejecting a request). Focus starts on Cancel, so Enter never destroys by accident.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const [wanted, setWanted] = useState(props.open);
  if (props.open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  );
}
