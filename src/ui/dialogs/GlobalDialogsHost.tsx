import { lazy, Suspense, useState } from 'react';
import { useSelector } from 'react-redux';
import { selectOpenDialogs, type DialogsRootState } from './dialogSlice';

/** The dialogs (and their dialog library) load when the first one opens, not with the entry chunk. */
const GlobalDialogs = lazy(() => import('./GlobalDialogs').then((m) => ({ default: m.GlobalDialogs })));

/** Mounts GlobalDialogs from the moment a global dialog first opens. Mounted once by the app. */
export function GlobalDialogsHost() {
  const anyOpen = useSelector((root: DialogsRootState) => selectOpenDialogs(root).length > 0);
  const [needed, setNeeded] = useState(anyOpen);
  if (anyOpen && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <GlobalDialogs />
    </Suspense>
  );
}
