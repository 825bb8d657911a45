import { afterAll, afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { toast } from 'sonner';

// findBy* and waitFor give up after this long. Lazily loaded pages (a dynamic import, then i18n resources) can take
// more than Testing Library's default 1 s on a busy 2-core machine; the wait ends as soon as the element is there.
configure({ asyncUtilTimeout: 5_000 });

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
