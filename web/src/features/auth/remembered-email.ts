// The login form's remember-me: the email (never the password) kept in this browser.
const KEY = 'hotel.auth.rememberedEmail';

export function readRememberedEmail(): string | null {
  try {
    return window.localStorage.getItem(KEY);
  } catch {
    // Storage can be unavailable (private mode, blocked cookies); the form then starts blank.
    return null;
  }
}

export function rememberEmail(email: string | null): void {
  try {
    if (email) window.localStorage.setItem(KEY, email);
    else window.localStorage.removeItem(KEY);
  } catch {
    // Not remembering is the only consequence.
  }
}
