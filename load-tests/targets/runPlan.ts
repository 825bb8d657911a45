/**
 * The order of a load:figures invocation: round after round, each target once a round, in the same order. The
 * targets alternate, so a slow spell of the shared machine falls on several targets' runs, not on all runs of one.
 */
export function alternate<T>(targets: readonly T[], rounds: number): { round: number; target: T }[] {
  return Array.from({ length: rounds }, (_, i) => targets.map((target) => ({ round: i + 1, target }))).flat();
}
