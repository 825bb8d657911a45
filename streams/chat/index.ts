/**
 * Public face of streams/chat: the websocket chat transport, the chat slice with its epics and selectors
 * (React-free; runs in Node for load tests). Protocol: src/contract/chat.ts.
 */
import { chatSlice } from './chatSlice';

export { chatEpic, chatStateOf, type ChatDependencies } from './chatEpic';
export {
  createChatTransport,
  chatSocketUrl,
  type ChatTransport,
  type ChatTransportOptions,
  type ChatLinkStatus,
  type WebSocketClass,
} from './chatTransport';
export { randomCmid } from './chatCmid';
export * from './chatSlice';
export * from './chatSelectors';
// The protocol names headless clients (load-tests/) need, which may import streams/ only through this entry.
export {
  CHAT_LOBBY_ROOM,
  CHAT_PATH,
  ChatMsgId,
  matchRoomId,
  type ChatClientFrame,
  type ChatMessage,
  type ChatServerFrame,
  type ChatServerFrameOf,
} from '@src/contract';

export const chatReducers = { chat: chatSlice.reducer };
