const clock = new Intl.DateTimeFormat('zh-CN', { hour: '2-digit', minute: '2-digit', hour12: false });
const dayAndClock = new Intl.DateTimeFormat('zh-CN', {
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});

/** A message's time: "14:05" today, "11/21 14:05" on another day (of `now`). */
export function formatChatTime(at: number, now: number = Date.now()): string {
  const date = new Date(at);
  return new Date(now).toDateString() === date.toDateString() ? clock.format(date) : dayAndClock.format(date);
}
