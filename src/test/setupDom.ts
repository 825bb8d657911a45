import { afterAll, afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { toast } from 'sonner';

afterEach(() => {
  cleanup();
});

// sonner removes a dismissed toast with a 200 ms timer that unmounting does not cancel. If the file's jsdom
// environment is torn down first, React's state update in that timer throws "window is not defined" and fails
// the run. Files that showed a toast let those timers run out before teardown.
const TOAST_UNMOUNT_MS = 200;
afterAll(async () => {
  if (toast.getHistory().length === 0) return;
  toast.dismiss();
  await new Promise((resolve) => setTimeout(resolve, TOAST_UNMOUNT_MS + 100));
});
