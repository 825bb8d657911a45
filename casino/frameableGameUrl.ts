/** Only a web address may be framed: a `javascript:` or `data:` url in the query must never run here. */
export function frameableGameUrl(raw: string | null): string | null {
  if (!raw) return null;
  try {
    const url = new URL(raw);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
