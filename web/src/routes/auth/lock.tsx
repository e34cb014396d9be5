// /auth/lock turns the lock screen on (the root then shows it on every route until unlocked). A
// preload (hovering the link) locks nothing.
import { createFileRoute } from '@tanstack/react-router';
import { LockScreen } from '../../features/auth/LockScreen';
import { lockSession } from '../../session/session';

export const Route = createFileRoute('/auth/lock')({
  beforeLoad: ({ preload }) => {
    if (!preload) lockSession();
  },
  component: LockScreen,
});
