import { resolveRecording } from './recording/resolveRecording';

/**
 * Command-line options of the load-test tools, checked: a bad value stops the command before it starts anything,
 * with one line naming the option and what it takes (exit code 2), instead of a run on NaN or a stack trace.
 */
export function usage(message: string): never {
  console.error(message);
  process.exit(2);
}

/** A whole number >= 1 (or >= 0 with `allowZero`). */
export function positiveInt(value: string | undefined, name: string, { allowZero = false } = {}): number {
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < (allowZero ? 0 : 1))
    usage(`--${name} must be a whole number${allowZero ? ' >= 0' : ' >= 1'}, got ${String(value)}`);
  return parsed;
}

/** A number > 0 (or >= 0 with `allowZero`). */
export function positiveNumber(value: string | undefined, name: string, { allowZero = false } = {}): number {
  const parsed = Number(value);
  if (value === undefined || value.trim() === '' || !Number.isFinite(parsed) || parsed < 0 || (!allowZero && parsed === 0))
    usage(`--${name} must be a number${allowZero ? ' >= 0' : ' > 0'}, got ${String(value)}`);
  return parsed;
}

/** Comma-separated numbers > 0, at least one. */
export function positiveList(value: string | undefined, name: string): number[] {
  const parts = (value ?? '').split(',');
  return parts.map((part) => positiveNumber(part, name));
}

/** A replay speed: a number > 0, or `max` (as fast as possible). */
export function speedOption(value: string | undefined, name = 'speed'): number {
  return value === 'max' ? Infinity : positiveNumber(value, name);
}

/** A shipped recording's name or a path to one, which must exist. */
export function recordingOption(value: string, label = '--recording'): string {
  try {
    return resolveRecording(value);
  } catch (error) {
    return usage(`${label}: ${error instanceof Error ? error.message : String(error)}`);
  }
}
