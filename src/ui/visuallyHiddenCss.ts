/**
 * The declarations that hide an element from sight but keep it for screen readers, for a style that hides a
 * part only under a media query (a label a phone's layout has no room for); VisuallyHidden does it always.
 */
export const VISUALLY_HIDDEN_CSS = `
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;
