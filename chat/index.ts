/** The chat panel over the chat slice (streams/chat): a room's panel, and the lobby in a side drawer. */
export { ChatPanel, type ChatPanelProps } from './ChatPanel';
export { ChatDrawer, type ChatDrawerProps } from './ChatDrawer';
export { registerChatResources, CHAT_NS } from './chatI18n';
