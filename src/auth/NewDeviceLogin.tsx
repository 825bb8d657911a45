import type { NewDeviceChallenge } from './authDialogSlice';

export function NewDeviceLogin({ challenge }: { challenge: NewDeviceChallenge }) {
  return <p role="alert">{challenge.message}</p>;
}
