// Every provider the app (and a test render) needs: Mantine with the theme and the persisted
// colour scheme, notifications, Apollo and i18next.

import type { ReactNode } from 'react';
import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { localStorageColorSchemeManager, MantineProvider } from '@mantine/core';
import { I18nextProvider } from 'react-i18next';
import { ConfirmHost } from '../ui/confirm';
import { NotificationsHost } from './NotificationsHost';
import i18n from '../i18n';
import { COLOR_SCHEME_KEY } from './preferences';
import { theme } from './theme';

const colorSchemeManager = localStorageColorSchemeManager({ key: COLOR_SCHEME_KEY });

export interface ProvidersProps {
  client: ApolloClient;
  children: ReactNode;
  /** 'test': Mantine without transitions and portals, so a component test sees a dialog at once. */
  env?: 'default' | 'test';
}

export function Providers({ client, children, env = 'default' }: ProvidersProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme} defaultColorScheme="light" colorSchemeManager={colorSchemeManager} env={env}>
        <NotificationsHost />
        <ConfirmHost />
        <ApolloProvider client={client}>{children}</ApolloProvider>
      </MantineProvider>
    </I18nextProvider>
  );
}
