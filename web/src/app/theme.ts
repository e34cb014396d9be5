// The Mantine theme: primary colour #01509A and the spec's breakpoints (core §9).

import { createTheme, type MantineColorsTuple } from '@mantine/core';

// Shade 6 is the brand colour itself; lighter and darker shades around it.
const brand: MantineColorsTuple = [
  '#e6f1fc',
  '#cde0f6',
  '#9cbfea',
  '#679cde',
  '#3c7fd3',
  '#1f6bc8',
  '#01509A',
  '#014786',
  '#003d74',
  '#00305c',
];

const px = (value: number) => `${value / 16}em`;

export const BREAKPOINTS_PX = { xs: 360, sm: 568, md: 768, lg: 992, xl: 1280, xxl: 1920 } as const;

/** Phones (below md): the side menu is a drawer, the waiter's order opens from a cart bar. */
export const PHONE_MEDIA_QUERY = `(max-width: ${BREAKPOINTS_PX.md - 0.02}px)`;

/** Side menu widths (core §9): full, collapsed on tablet, hidden (drawer) on mobile. */
export const SIDE_MENU_WIDTH = 230;
export const SIDE_MENU_COLLAPSED_WIDTH = 80;

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: { light: 6, dark: 5 },
  colors: { brand },
  breakpoints: {
    xs: px(BREAKPOINTS_PX.xs),
    sm: px(BREAKPOINTS_PX.sm),
    md: px(BREAKPOINTS_PX.md),
    lg: px(BREAKPOINTS_PX.lg),
    xl: px(BREAKPOINTS_PX.xl),
    xxl: px(BREAKPOINTS_PX.xxl),
  },
  // The spec's "main" and "secondary" fonts: the platform's own, no download.
  fontFamily: 'Inter, -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontFamily: 'Inter, -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, Arial, sans-serif' },
  defaultRadius: 'md',
  other: { secondaryFontFamily: 'Georgia, "Times New Roman", serif' },
});
