import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { IndicatorChart } from "~/components/charts/indicator-chart";
import { timeLabelAnchor } from "~/components/charts/chart-frame";

const DAY = 86_400_000;
const start = Date.UTC(2026, 9, 1);

interface AxisLabel {
  /** Where the label sits, as a percentage of the chart's width. */
  x: number;
  anchor: string;
  fontSize: number;
  text: string;
}

/** The chart's time labels: the texts drawn on the bottom line (y = height - 6). */
function timeLabels(svg: string, height: number): AxisLabel[] {
  return [...svg.matchAll(/<text x="([\d.]+)%" y="([\d.]+)" font-size="(\d+)"[^>]*text-anchor="(\w+)"[^>]*>([^<]*)<\/text>/g)]
    .filter((match) => Number(match[2]) === height - 6)
    .map((match) => ({ x: Number(match[1]), fontSize: Number(match[3]), anchor: match[4]!, text: match[5]! }));
}

function render(days: number) {
  const times = Array.from({ length: days }, (_, i) => start + i * DAY);
  return renderToStaticMarkup(
    <IndicatorChart
      title="Korku ve açgözlülük endeksi"
      description="Son 30 günde endeks 20 ile 80 arasında."
      times={times}
      lines={[{ label: "Endeks", color: "#a5b4fc", values: times.map((_, i) => 20 + i * 2) }]}
      domain={[0, 100]}
      formatValue={(value) => String(value)}
      formatTime={(time) => new Date(time).toISOString().slice(0, 10).split("-").reverse().join(".")}
    />,
  );
}

describe("indicator chart time axis", () => {
  it("starts the first label at its point and ends the last at its point, so neither is clipped", () => {
    const labels = timeLabels(render(30), 150);
    expect(labels.map((label) => label.text)).toEqual(["01.10.2026", "08.10.2026", "16.10.2026", "23.10.2026", "30.10.2026"]);
    // The drawing is 800 units wide with 8-unit margins: the first point sits half a slot in.
    const slot = (800 - 8 - 8) / 30;
    expect(labels[0]).toMatchObject({ x: Math.round(((8 + slot / 2) / 800) * 10_000) / 100, anchor: "start" });
    expect(labels.slice(1, -1).map((label) => label.anchor)).toEqual(["middle", "middle", "middle"]);
    expect(labels.at(-1)).toMatchObject({ anchor: "end" });
    expect(labels.at(-1)!.x).toBeLessThanOrEqual(100);
  });

  it("writes its labels in the outer SVG, in pixels that do not scale with the drawing", () => {
    const svg = render(30);
    // The outer SVG has no viewBox (its units are CSS pixels); only the inner drawing stretches.
    expect(svg).toMatch(/^<figure><svg role="img"[^>]* height="150"[^>]*>/);
    expect(svg.match(/^<figure><svg[^>]*>/)![0]).not.toContain("viewBox");
    expect(svg).toContain('viewBox="0 0 800 150" preserveAspectRatio="none"');
    expect(timeLabels(svg, 150).every((label) => label.fontSize === 11)).toBe(true);
  });

  it("keeps the chart's text alternative", () => {
    const svg = render(30);
    expect(svg).toMatch(/<svg role="img" aria-labelledby="[^"]+"/);
    expect(svg).toContain(">Korku ve açgözlülük endeksi</title>");
    expect(svg).toContain(">Son 30 günde endeks 20 ile 80 arasında.</desc>");
  });

  it("centres a lone label", () => {
    expect(timeLabels(render(1), 150)).toMatchObject([{ anchor: "middle" }]);
    expect([0, 1, 2].map((position) => timeLabelAnchor(position, 3))).toEqual(["start", "middle", "end"]);
  });
});
