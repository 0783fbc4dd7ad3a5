/** Up to two initials of a name (first and last word), for pictureless avatars; "?" for no name. */
export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return (
    parts.length > 1 ? `${parts[0]![0]}${parts.at(-1)![0]}` : (parts[0] ?? '?').slice(0, 2)
  ).toUpperCase();
}

/** A round picture, or the initials when there is none. */
export function Avatar({ name, src, size = 48 }: { name: string; src: string | null; size?: number }) {
  const style = { inlineSize: size, blockSize: size, fontSize: size / 2.6 };
  return src ? (
    <img
      className="avatar"
      src={src}
      alt=""
      width={size}
      height={size}
      style={style}
      loading="lazy"
      decoding="async"
    />
  ) : (
    <span className="avatar avatar-initials" style={style} aria-hidden="true">
      {initials(name)}
    </span>
  );
}
