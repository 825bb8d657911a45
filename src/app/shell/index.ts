export { shellSlice, sportPageChanged, selectSportPage, initialShellState, type ShellState, type ShellRootState } from './shellSlice';
export { registerPromptEpic, REGISTER_PROMPT_DELAY_MS } from './registerPromptEpic';
