export {
  classicTheme,
  professionalTheme,
  themeFor,
  CJK_FONT_STACK,
  type AppTheme,
  type Edition,
} from './theme';
export { GlobalStyles } from './GlobalStyles';
