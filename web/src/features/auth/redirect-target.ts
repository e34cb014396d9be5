// The login page's `redirect` search parameter (set by the guarded layout when it sends a signed-out
// user to sign in). Only an in-app path is followed, so a crafted link cannot send a user who has
// just signed in to another site, and never back to an auth page.
export interface LoginSearch {
  redirect?: string;
}

export function validateLoginSearch(search: Record<string, unknown>): LoginSearch {
  const { redirect } = search;
  return typeof redirect === 'string' && redirect !== '' ? { redirect } : {};
}

export function allowedRedirect(redirect: string | undefined): string | null {
  if (!redirect || !redirect.startsWith('/') || redirect.startsWith('//') || redirect.includes('\\')) return null;
  let url: URL;
  try {
    url = new URL(redirect, window.location.origin);
  } catch {
    return null;
  }
  if (url.origin !== window.location.origin) return null;
  if (url.pathname.startsWith('/auth/') || url.pathname === '/logout') return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
