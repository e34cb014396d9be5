import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/charts/styles.css';
import { languageReady } from './i18n';

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
import { Providers } from './app/Providers';
import { apollo, router } from './app/router';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The stored language first (a language other than English loads on demand), so nothing flashes in English.
await languageReady;
createRoot(root).render(
  <StrictMode>
    <Providers client={apollo}>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
