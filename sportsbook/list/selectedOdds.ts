import { createContext, useContext } from 'react';

/**
 * Which odds the bet slip holds, so a cell shows itself selected. The slip provides it (SelectedOddsProvider
 * value: a function of the odds id); without one nothing reads as selected.
 */
export const SelectedOddsContext = createContext<(oddsId: string) => boolean>(() => false);

export function useIsOddsSelected(oddsId: string | undefined): boolean {
  const isSelected = useContext(SelectedOddsContext);
  return oddsId !== undefined && isSelected(oddsId);
}
