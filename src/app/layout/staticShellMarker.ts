/**
 * How the app and index.html's static shell (scripts/vite/staticShell.ts) meet: the shell is the element of
 * STATIC_SHELL_CLASS after #root, shown while #root is empty or holds an element with STATIC_SHELL_HOLD.
 */
export const STATIC_SHELL_CLASS = 'static-shell';
export const STATIC_SHELL_HOLD = 'data-static-shell-hold';

/** Takes the shell out of the page once the site layout is drawn: nothing hidden left to be read or matched. */
export function removeStaticShell(doc: Pick<Document, 'querySelector'> = document): void {
  doc.querySelector(`.${STATIC_SHELL_CLASS}`)?.remove();
}
