import '@emotion/react';
import type { AppTheme } from './theme';

declare module '@emotion/react' {
  // Emotion's Theme is an interface to be merged with the app's tokens.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface Theme extends AppTheme {}
}
