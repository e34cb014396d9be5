// The providers a component test renders through (STYLE: one wrapper, MantineProvider env="test"):
// theme, i18n (en) and Apollo's MockedProvider with the operations' mocked answers.

import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { MockedProvider, type MockedProviderProps } from '@apollo/client/testing/react';
import { I18nextProvider } from 'react-i18next';
import i18n from '../i18n';
import { theme } from '../app/theme';

export interface TestProvidersProps {
  children: ReactNode;
  mocks?: MockedProviderProps['mocks'];
}

export function TestProviders({ children, mocks = [] }: TestProvidersProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme} env="test">
        <MockedProvider mocks={mocks}>{children}</MockedProvider>
      </MantineProvider>
    </I18nextProvider>
  );
}
