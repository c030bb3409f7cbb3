// An accessible bar chart in plain SVG (issue 28 point 11): role="img" with <title> and <desc> naming
// every bar's number, the same numbers in the table beside it; no chart library (the back-office chunk
// stays small). Bars are horizontal, so long labels never overlap, and the SVG scales to its column.

export interface Balken {
  label: string;
  /** 0…1 */
  anteil: number;
  text: string;
}

const ZEILE = 32;
const LABEL = 150;
const BREITE = 480;

export function Balkendiagramm({
  titel,
  beschreibung,
  balken,
}: {
  titel: string;
  beschreibung: string;
  balken: readonly Balken[];
}) {
  const hoehe = balken.length * ZEILE + 8;
  const bahn = BREITE - LABEL - 60;
  return (
    <svg
      className="statistik__diagramm"
      role="img"
      aria-labelledby="statistik-diagramm-titel statistik-diagramm-desc"
      viewBox={`0 0 ${BREITE} ${hoehe}`}
      preserveAspectRatio="xMinYMin meet"
    >
      <title id="statistik-diagramm-titel">{titel}</title>
      <desc id="statistik-diagramm-desc">{beschreibung}</desc>
      {balken.map((b, i) => {
        const y = i * ZEILE + 4;
        const w = Math.max(0, Math.min(1, b.anteil)) * bahn;
        return (
          <g key={b.label} aria-hidden="true">
            <text
              x={LABEL - 8}
              y={y + ZEILE / 2}
              textAnchor="end"
              dominantBaseline="middle"
              className="statistik__label"
            >
              {b.label}
            </text>
            <rect x={LABEL} y={y + 4} width={bahn} height={ZEILE - 10} className="statistik__bahn" />
            <rect x={LABEL} y={y + 4} width={w} height={ZEILE - 10} className="statistik__balken" />
            <text x={LABEL + w + 6} y={y + ZEILE / 2} dominantBaseline="middle" className="statistik__wert">
              {b.text}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
