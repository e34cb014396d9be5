// What the password-reset screens hand to each other in navigation (history) state, as the spec
// says: the user name for the security-code screen, the verified code's token for the new-password
// screen. History state keeps both out of the address bar (and so out of logs and shared links)
// while surviving a reload of the same history entry. Nothing imports this file: tsconfig's include
// makes the augmentation part of every compilation.
declare module '@tanstack/history' {
  interface HistoryState {
    /** The email the one-time code was sent to (security-code screen). */
    passwordResetUserName?: string;
    /** The token the verified one-time code was exchanged for (new-password screen). */
    passwordResetToken?: string;
  }
}

export {};
