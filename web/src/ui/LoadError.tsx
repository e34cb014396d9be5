// A page's load failure above what it still shows: the server's message, else the fallback.

import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { errorMessage } from '../graphql/errors';

/** Nothing without an error. */
export function LoadError({ error, fallback }: { error: unknown; fallback: string }) {
  if (!error) return null;
  return (
    <Alert color="red" icon={<IconAlertCircle />}>
      {errorMessage(error, fallback)}
    </Alert>
  );
}
