// Applies the stored light/dark choice before the first paint (the key of src/app/preferences.ts,
// which Mantine's color-scheme manager uses).
try {
  const scheme = window.localStorage.getItem('hotel.color-scheme');
  document.documentElement.setAttribute('data-mantine-color-scheme', scheme === 'dark' ? 'dark' : 'light');
} catch {
  // Storage blocked: the light default stays.
}
