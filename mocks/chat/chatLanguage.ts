import type { ChatServerFrame, ServerLanguage } from '@src/contract';
import { valueIn } from '../http/serverText';

/** What members wrote or chose (messages, names, predictions and their notes): shown as written in either script. */
const MEMBER_TEXT = new Set(['text', 'username', 'prediction', 'note']);

/**
 * A frame as a connection of `language` reads it (the handshake's `lang`): the server's text in it (room names,
 * notices, refusals, the teams of a score push) in that script, what members wrote as they wrote it.
 */
export function frameIn(language: ServerLanguage, frame: ChatServerFrame): ChatServerFrame {
  return valueIn(language, frame, MEMBER_TEXT);
}
