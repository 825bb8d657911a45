import { existsSync } from 'node:fs';
import { recordingPath } from './recordingSpecs';

/** A shipped recording's name (quiet, busy, goals) or a path. */
export function resolveRecording(nameOrPath: string): string {
  if (existsSync(nameOrPath)) return nameOrPath;
  const shipped = recordingPath(nameOrPath);
  if (existsSync(shipped)) return shipped;
  throw new Error(`no recording ${nameOrPath} (a path, or one of load-tests/recordings/*.ndjson.gz by name)`);
}
