/**
 * An absolute http(s) URL for what a site sent, or null: a path (`/static/x.png`) is taken on
 * `origin`, a scheme-relative URL (`//cdn…`) on https, a bare host (`github.com/x`) on https;
 * anything else (empty, another scheme, text) is null.
 */
export function absoluteUrl(value: string | null | undefined, origin: string): string | null {
  const text = value?.trim();
  if (!text) return null;
  let candidate = text;
  if (text.startsWith('//')) candidate = `https:${text}`;
  else if (text.startsWith('/')) candidate = `${origin}${text}`;
  else if (!/^[a-z][a-z0-9+.-]*:/i.test(text)) {
    if (!/^[a-z0-9-]+(\.[a-z0-9-]+)+(\/|$)/i.test(text)) return null;
    candidate = `https://${text}`;
  }
  try {
    const url = new URL(candidate);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}
