import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface ShellState {
  /** spec 2.4 item 6: the local sport page (/game/sport/crty) is showing. */
  sportPage: boolean;
  /** Its enName while it shows. */
  sportEnName: string | null;
}

export const initialShellState: ShellState = { sportPage: false, sportEnName: null };

export const shellSlice = createSlice({
  name: 'shell',
  initialState: initialShellState,
  reducers: {
    /**
     * The navigation guard entered or left the local sport page. The sportsbook listens for it to
     * initialise its session when it has no data yet (spec 2.4 item 6).
     */
    sportPageChanged: (state, action: PayloadAction<{ sportPage: boolean; enName: string | null }>) => {
      state.sportPage = action.payload.sportPage;
      state.sportEnName = action.payload.sportPage ? action.payload.enName : null;
    },
  },
});

export const { sportPageChanged } = shellSlice.actions;

export interface ShellRootState {
  shell: ShellState;
}

export const selectSportPage = (root: ShellRootState): boolean => root.shell.sportPage;
