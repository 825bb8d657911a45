import { useDispatch, useSelector } from 'react-redux';
import { dialogClosed, selectOpenDialogs, type DialogsRootState } from './dialogSlice';
import { LoadingDialog } from './LoadingDialog';
import { TipsDialog } from './TipsDialog';

/** Renders every open global dialog from the store, newest on top. Mounted once by the app. */
export function GlobalDialogs() {
  const open = useSelector((root: DialogsRootState) => selectOpenDialogs(root));
  const dispatch = useDispatch();
  return (
    <>
      {open.map((dialog) =>
        dialog.kind === 'tips' ? (
          <TipsDialog
            key={dialog.id}
            options={dialog.options}
            onAnswer={(confirmed) => dispatch(dialogClosed({ id: dialog.id, confirmed }))}
          />
        ) : (
          <LoadingDialog key={dialog.id} options={dialog.options} />
        ),
      )}
    </>
  );
}
