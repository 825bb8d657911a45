import { FormMessage } from '../formStyles';

/** The server's refusal of a step's call, under its fields (nothing when there is none). */
export function ServerMessage({ message }: { message: string | null }) {
  return message ? <FormMessage role="alert">{message}</FormMessage> : null;
}
