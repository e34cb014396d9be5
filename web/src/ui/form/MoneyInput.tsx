// The money input (core §5, operations §5): keeps digits and the first decimal point only and shows
// the integer part with en-US thousands separators while typing ("1234567.5" shows "1,234,567.5").
// The value handed out is the clean text ("1234567.5"), ready for the domain's money patterns and
// for Money.parse. Both rules are the domain's (sanitizeMoneyInput, formatMoneyInput).

import { useLayoutEffect, useRef, type ReactNode, type Ref } from 'react';
import { TextInput, type TextInputProps } from '@mantine/core';
import { useMergedRef, useUncontrolled } from '@mantine/hooks';
import { formatMoneyInput, sanitizeMoneyInput } from '@hotel/domain';
import { caretAfterKept, keptBefore } from './money-caret';

export interface MoneyInputProps extends Omit<TextInputProps, 'value' | 'defaultValue' | 'onChange'> {
  /** The clean amount text; a number is accepted too (an edited row's price). */
  value?: string | number | null;
  defaultValue?: string | number | null;
  /** Called with the clean text: digits and at most one decimal point. */
  onChange?: (value: string) => void;
  /** Shown before the amount, e.g. 'LKR' (operations §9 currencies). */
  currency?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

const asText = (value: string | number | null | undefined): string =>
  value === null || value === undefined ? '' : sanitizeMoneyInput(String(value));

export function MoneyInput({ value, defaultValue, onChange, currency, ref, ...rest }: MoneyInputProps) {
  const [current, setCurrent] = useUncontrolled<string>({
    value: value === undefined ? undefined : asText(value),
    defaultValue: asText(defaultValue),
    finalValue: '',
    onChange,
  });
  const input = useRef<HTMLInputElement>(null);
  const merged = useMergedRef(input, ref);
  // Where the caret goes once the re-formatted text is on screen.
  const caret = useRef<number | null>(null);
  const shown = formatMoneyInput(current);

  useLayoutEffect(() => {
    const node = input.current;
    if (caret.current === null || !node || document.activeElement !== node) return;
    node.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  }, [shown]);

  return (
    <TextInput
      inputMode="decimal"
      autoComplete="off"
      leftSection={currency}
      leftSectionWidth={currency ? 48 : undefined}
      {...rest}
      ref={merged}
      value={shown}
      onChange={(event) => {
        const raw = event.currentTarget.value;
        const clean = sanitizeMoneyInput(raw);
        caret.current = caretAfterKept(
          formatMoneyInput(clean),
          keptBefore(raw, event.currentTarget.selectionStart ?? raw.length),
        );
        setCurrent(clean);
      }}
    />
  );
}
