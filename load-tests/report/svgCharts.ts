/** Inline SVG charts generated in Node (no CDN, no script): reports open from disk in any browser. */

export interface Series {
  name: string;
  color: string;
  points: readonly { x: number; y: number }[];
}

const WIDTH = 720;
const HEIGHT = 280;
const PAD = { left: 60, right: 16, top: 40, bottom: 40 };

function escape(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function niceMax(value: number): number {
  if (value <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  for (const step of [1, 2, 5, 10]) if (value <= step * power) return step * power;
  return 10 * power;
}

function frame(id: string, title: string, xLabel: string, yLabel: string, yMax: number, body: string, xTicks: string): string {
  const plotH = HEIGHT - PAD.top - PAD.bottom;
  const yTicks = [0, 0.25, 0.5, 0.75, 1]
    .map((f) => {
      const y = PAD.top + plotH * (1 - f);
      return `<line x1="${PAD.left}" x2="${WIDTH - PAD.right}" y1="${y}" y2="${y}" stroke="#ddd"/><text x="${PAD.left - 6}" y="${y + 4}" text-anchor="end" font-size="11">${+(yMax * f).toPrecision(3)}</text>`;
    })
    .join('');
  return `<figure id="${id}" class="chart"><figcaption>${escape(title)}</figcaption><svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" font-family="sans-serif">
<rect width="100%" height="100%" fill="#fff"/>${yTicks}${xTicks}${body}
<text x="${WIDTH / 2}" y="${HEIGHT - 6}" text-anchor="middle" font-size="12">${escape(xLabel)}</text>
<text x="14" y="${HEIGHT / 2}" text-anchor="middle" font-size="12" transform="rotate(-90 14 ${HEIGHT / 2})">${escape(yLabel)}</text></svg></figure>`;
}

export function lineChart(id: string, title: string, xLabel: string, yLabel: string, series: readonly Series[]): string {
  const all = series.flatMap((s) => s.points);
  const xMin = Math.min(0, ...all.map((p) => p.x));
  const xMax = Math.max(1, ...all.map((p) => p.x));
  const yMax = niceMax(Math.max(0, ...all.map((p) => p.y)));
  const plotW = WIDTH - PAD.left - PAD.right;
  const plotH = HEIGHT - PAD.top - PAD.bottom;
  const sx = (x: number): number => PAD.left + ((x - xMin) / (xMax - xMin || 1)) * plotW;
  const sy = (y: number): number => PAD.top + plotH * (1 - Math.min(y, yMax) / yMax);
  const lines = series
    .map((s, i) => {
      const path = s.points.map((p, j) => `${j === 0 ? 'M' : 'L'}${sx(p.x).toFixed(1)},${sy(p.y).toFixed(1)}`).join(' ');
      return `<path d="${path}" fill="none" stroke="${s.color}" stroke-width="2"/><text x="${PAD.left + 8 + (i % 5) * 130}" y="${PAD.top - 8 + Math.floor(i / 5) * 14}" font-size="12" fill="${s.color}">${escape(s.name)}</text>`;
    })
    .join('');
  const xTicks = [0, 0.25, 0.5, 0.75, 1]
    .map((f) => `<text x="${sx(xMin + (xMax - xMin) * f)}" y="${HEIGHT - PAD.bottom + 16}" text-anchor="middle" font-size="11">${+(xMin + (xMax - xMin) * f).toPrecision(3)}</text>`)
    .join('');
  return frame(id, title, xLabel, yLabel, yMax, lines, xTicks);
}

export function barChart(id: string, title: string, xLabel: string, yLabel: string, bars: readonly { label: string; value: number }[], color = '#3a6fd8'): string {
  const yMax = niceMax(Math.max(0, ...bars.map((b) => b.value)));
  const plotW = WIDTH - PAD.left - PAD.right;
  const plotH = HEIGHT - PAD.top - PAD.bottom;
  const w = plotW / Math.max(1, bars.length);
  const body = bars
    .map((b, i) => {
      const h = (plotH * b.value) / yMax;
      return `<rect x="${PAD.left + i * w + 2}" y="${PAD.top + plotH - h}" width="${w - 4}" height="${h}" fill="${color}"/>`;
    })
    .join('');
  const xTicks = bars
    .map((b, i) => `<text x="${PAD.left + i * w + w / 2}" y="${HEIGHT - PAD.bottom + 16}" text-anchor="middle" font-size="10">${escape(b.label)}</text>`)
    .join('');
  return frame(id, title, xLabel, yLabel, yMax, body, xTicks);
}
