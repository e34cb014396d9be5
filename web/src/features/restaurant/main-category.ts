// The stored main category (operations §2: the meal time, BREAK FAST, LUNCH or DINNER, that the
// cuisine pages filter by). Kept locally like the original screens did, so the choice lasts.

const KEY = 'hotel.restaurant.main-category';

export function storedMainCategory(): string | null {
  try {
    return window.localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function storeMainCategory(title: string | null): void {
  try {
    if (title) window.localStorage.setItem(KEY, title);
    else window.localStorage.removeItem(KEY);
  } catch {
    // Private mode: the choice lasts for this page only.
  }
}
