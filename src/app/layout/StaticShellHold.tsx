import { STATIC_SHELL_HOLD } from './staticShellMarker';

/**
 * The site layout's fallback while the first page's code loads: an empty marker. index.html's static shell (the
 * header band) shows while #root is empty or holds this marker, so it stays on screen until the layout and the
 * page render together, instead of giving way to a lone loading line and coming back.
 */
export function StaticShellHold() {
  return <span {...{ [STATIC_SHELL_HOLD]: '' }} hidden />;
}
