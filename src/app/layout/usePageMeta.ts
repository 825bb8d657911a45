import { useMatches } from 'react-router-dom';
import { mergeRouteMeta, type RouteMeta } from '../guards/routeMeta';

/** The meta of the page showing now (title, layout flags), merged from its matched routes. */
export function usePageMeta(): RouteMeta {
  return mergeRouteMeta(useMatches().map((match) => match.handle));
}
