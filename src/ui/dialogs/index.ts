export {
  dialogsSlice,
  tipsDialogOpened,
  loadingDialogOpened,
  dialogClosed,
  selectOpenDialogs,
  LOADING_AUTO_CLOSE_MS,
  type DialogsState,
  type DialogsRootState,
  type OpenDialog,
  type TipsDialogOptions,
  type LoadingDialogOptions,
  type LoadingIcon,
} from './dialogSlice';
export { loadingAutoCloseEpic } from './dialogEpic';
export { createDialogService, type Dialogs, type DialogService, type LoadingHandle } from './dialogService';
export { DialogsContext, useDialogs } from './DialogsContext';
export { GlobalDialogs } from './GlobalDialogs';
export { GlobalDialogsHost } from './GlobalDialogsHost';
export { TipsDialog, type TipsDialogProps } from './TipsDialog';
export { LoadingDialog, type LoadingDialogProps } from './LoadingDialog';
