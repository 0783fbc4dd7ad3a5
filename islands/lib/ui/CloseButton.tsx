/** The ✕ button that closes a modal or dismisses a toast; `label` is its accessible name. */
export function CloseButton({
  className,
  label,
  size,
  onClick,
}: {
  className: string;
  label: string;
  size: number;
  onClick: () => void;
}) {
  return (
    <button type="button" className={className} onClick={onClick} aria-label={label}>
      <svg aria-hidden="true" viewBox="0 0 24 24" width={size} height={size}>
        <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
    </button>
  );
}
