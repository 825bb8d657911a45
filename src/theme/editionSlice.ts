import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Edition } from './theme';
import { otherEdition } from './edition';

export interface EditionState {
  /** The member's choice, saved locally (spec 4); the site may still force classic. */
  chosen: Edition;
}

export const initialEditionState: EditionState = { chosen: 'classic' };

export const editionSlice = createSlice({
  name: 'edition',
  initialState: initialEditionState,
  reducers: {
    editionChosen: (state, action: PayloadAction<Edition>) => {
      state.chosen = action.payload;
    },
    editionToggled: (state) => {
      state.chosen = otherEdition(state.chosen);
    },
  },
});

export const { editionChosen, editionToggled } = editionSlice.actions;

export interface EditionRootState {
  edition: EditionState;
}

export const selectChosenEdition = (root: EditionRootState): Edition => root.edition.chosen;
