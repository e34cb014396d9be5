// A hotel's phone numbers as lists and exports show them (core §3: contactNumber and the further
// contactNumbersList). The same number entered in both, or written twice with other spacing
// ("+94 11 234 5678", "+94112345678"), is one number: shown once, as first written.

/** The number's digits and a leading +: what makes two written numbers the same. */
export function phoneNumberKey(value: string): string {
  const text = value.trim();
  return `${text.startsWith('+') ? '+' : ''}${text.replace(/\D/g, '')}`;
}

/** The main number, then the further ones, each once; blanks left out. */
export function distinctPhoneNumbers(main: string | null | undefined, more: readonly string[] = []): string[] {
  const seen = new Set<string>();
  const numbers: string[] = [];
  for (const value of [main ?? '', ...more]) {
    const text = value.trim();
    const key = phoneNumberKey(text);
    if (text === '' || seen.has(key)) continue;
    seen.add(key);
    numbers.push(text);
  }
  return numbers;
}
