// Images uploaded to the upstream are served to the browser through the BFF (same origin, cached):
// an upstream reference `images/{uuid}` becomes `/files/images/{uuid}`.
export const FILES_PREFIX = '/files/';

export function publicFileUrl(reference: string | null | undefined): string | null {
  if (!reference) return null;
  if (/^https?:\/\//.test(reference)) return reference;
  return `${FILES_PREFIX}${reference.replace(/^\/+/, '')}`;
}
