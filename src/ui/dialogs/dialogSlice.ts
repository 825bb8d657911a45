import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** spec 2.6 global tips dialog. Texts left out take the catalogue's defaults (提示, 确定, 取消). */
export interface TipsDialogOptions {
  message: string;
  title?: string;
  /** Show a cancel button besides the sure button. */
  showCancel?: boolean;
  sureText?: string;
  cancelText?: string;
  /** false: no close icon, Escape and a click outside do nothing; only the buttons answer. Default true. */
  closable?: boolean;
}

export type LoadingIcon = 'spinner' | 'success' | 'warning' | 'error' | 'none';

/** spec 2.6 loading dialog: message, icon, auto-close, mask. */
export interface LoadingDialogOptions {
  /** Default: the catalogue's "加载中...", or "启动中..." for a launch. */
  message?: string;
  /** A game or venue launch (spec 2.6: its text is "启动中..."). */
  launch?: boolean;
  icon?: LoadingIcon;
  /** Closes itself after this long (spec 9: 3 s); null keeps it until closed. Default LOADING_AUTO_CLOSE_MS. */
  autoCloseMs?: number | null;
  /** Dim the page and block it while shown. Default true. */
  mask?: boolean;
}

/** spec 9: the loading dialog closes itself after 3 s. */
export const LOADING_AUTO_CLOSE_MS = 3000;

export type OpenDialog =
  | { id: string; kind: 'tips'; options: TipsDialogOptions }
  | { id: string; kind: 'loading'; options: LoadingDialogOptions };

export interface DialogsState {
  /** Open dialogs, oldest first; the newest is on top. */
  open: OpenDialog[];
}

const initialState: DialogsState = { open: [] };

export const dialogsSlice = createSlice({
  name: 'dialogs',
  initialState,
  reducers: {
    tipsDialogOpened: (state, action: PayloadAction<{ id: string } & TipsDialogOptions>) => {
      const { id, ...options } = action.payload;
      state.open.push({ id, kind: 'tips', options });
    },
    loadingDialogOpened: (state, action: PayloadAction<{ id: string } & LoadingDialogOptions>) => {
      const { id, ...options } = action.payload;
      state.open.push({ id, kind: 'loading', options });
    },
    /** A dialog was answered or dismissed; `confirmed` is true only for the sure button. */
    dialogClosed: (state, action: PayloadAction<{ id: string; confirmed: boolean }>) => {
      state.open = state.open.filter((dialog) => dialog.id !== action.payload.id);
    },
  },
});

export const { tipsDialogOpened, loadingDialogOpened, dialogClosed } = dialogsSlice.actions;

export interface DialogsRootState {
  dialogs: DialogsState;
}

export const selectOpenDialogs = (root: DialogsRootState): OpenDialog[] => root.dialogs.open;
