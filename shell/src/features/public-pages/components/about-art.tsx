// Hand-drawn decoration for the About page. Fixed width and height attributes reserve the
// space before CSS loads (no layout shift); all of it is aria-hidden, as it says nothing.

const PETALS = [0, 45, 90, 135, 180, 225, 270, 315];

/** A small rangoli: eight petals, two rings of dots and a centre. */
export function RangoliArt({ className }: { className?: string }) {
  return (
    <svg className={className} width="220" height="220" viewBox="-110 -110 220 220" aria-hidden="true" focusable="false">
      <circle r="104" fill="none" stroke="var(--color-marigold)" strokeWidth="2" strokeDasharray="2 8" strokeLinecap="round" />
      {PETALS.map((angle) => (
        <g key={angle} transform={`rotate(${angle})`}>
          <path d="M0 -18 C 22 -40 22 -70 0 -92 C -22 -70 -22 -40 0 -18 Z" fill="var(--color-maroon)" opacity="0.9" />
          <path d="M0 -30 C 10 -44 10 -64 0 -78 C -10 -64 -10 -44 0 -30 Z" fill="var(--color-marigold)" />
          <circle cy="-98" r="4" fill="var(--color-teal)" />
        </g>
      ))}
      {PETALS.map((angle) => (
        <g key={`leaf-${angle}`} transform={`rotate(${angle + 22.5})`}>
          <path d="M0 -22 C 9 -34 9 -48 0 -58 C -9 -48 -9 -34 0 -22 Z" fill="var(--color-vermilion)" opacity="0.85" />
        </g>
      ))}
      <circle r="20" fill="var(--color-marigold)" />
      <circle r="11" fill="var(--color-maroon)" />
      <circle r="4" fill="var(--color-marigold-soft)" />
    </svg>
  );
}

const ICONS = {
  vetted: (
    <>
      <path d="M12 3l7 3v5c0 4.6-3 8.4-7 10-4-1.6-7-5.4-7-10V6z" />
      <path d="M8.5 12l2.5 2.5 4.5-5" />
    </>
  ),
  prices: (
    <>
      <path d="M3 12.5V4.5A1.5 1.5 0 0 1 4.5 3h8l8.5 8.5-9.5 9.5z" />
      <path d="M8 8h6M8 10.5h6M10 8c2.5 0 2.5 4.5 0 4.5H8l4.5 4" />
    </>
  ),
  advance: (
    <>
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M3 10h18M8 3v4M16 3v4M9 15.5l2 2 4-4" />
    </>
  ),
  language: (
    <>
      <path d="M4 4h16v11H10l-5 4v-4H4z" />
      <path d="M8 8.5h8M8 11.5h5" />
    </>
  ),
} as const;

export type ValueIcon = keyof typeof ICONS;

export function ValueIconArt({ icon }: { icon: ValueIcon }) {
  return (
    <svg
      className="about-value__icon"
      width="28"
      height="28"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {ICONS[icon]}
    </svg>
  );
}
