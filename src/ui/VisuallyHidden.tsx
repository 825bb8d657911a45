/**
 * Hidden from sight, read by screen readers (and search engines): Radix's VisuallyHidden, a span. With `asChild` it
 * puts the same style on its one child instead (a label, a paragraph, a dialog title).
 */
export { VisuallyHidden, type VisuallyHiddenProps } from '@radix-ui/react-visually-hidden';
