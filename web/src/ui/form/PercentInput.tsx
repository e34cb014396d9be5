// A percentage 0–100 with decimals (operations §5 "percentage 0-100 with decimals"): no minus sign,
// nothing above 100 can be typed. Validate with rules.pattern('percentage') for the domain's rule.

import { NumberInput, type NumberInputProps } from '@mantine/core';

export type PercentInputProps = Omit<NumberInputProps, 'min' | 'max' | 'allowNegative' | 'clampBehavior'>;

export function PercentInput({ decimalScale = 2, ...rest }: PercentInputProps) {
  return (
    <NumberInput
      min={0}
      max={100}
      allowNegative={false}
      clampBehavior="strict"
      decimalScale={decimalScale}
      rightSection="%"
      rightSectionPointerEvents="none"
      hideControls
      inputMode="decimal"
      {...rest}
    />
  );
}
