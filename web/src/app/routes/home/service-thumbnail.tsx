import type { ServiceId } from '@core/catalog/services';

/** A small drawing of what each service prints (inline SVG: no image request). Decorative. */
export function ServiceThumbnail({ service }: { service: ServiceId }) {
  return (
    <svg className="service-thumb" viewBox="0 0 160 100" aria-hidden="true" focusable="false">
      <rect x="1" y="1" width="158" height="98" rx="8" fill="#eef3f9" stroke="#d5dbe3" />
      {service === 'passport-photo' && (
        <g>
          {[20, 62, 104].map((x) => (
            <g key={x}>
              <Card x={x} y={18} width={36} height={46} rx={2} />
              <circle cx={x + 18} cy="35" r="8" fill="#0b5fa5" />
              <path d={`M${x + 6} 62c1-10 6-14 12-14s11 4 12 14z`} fill="#0b5fa5" />
            </g>
          ))}
          <rect x="20" y="72" width="120" height="6" rx="3" fill="#d5dbe3" />
        </g>
      )}
      {service === 'single-side' && (
        <g>
          <Card x={35} y={20} width={90} height={58} rx={6} photo={{ x: 43, y: 30, width: 22, height: 28 }} />
          <TextLines x={72} y={32} widths={[44, 36, 40]} height={5} gap={10} />
          <rect x="43" y="64" width="73" height="6" rx="3" fill="#f2b705" />
        </g>
      )}
      {service === 'both-side' && (
        <g>
          <Card x={12} y={24} width={64} height={42} rx={5} photo={{ x: 18, y: 31, width: 16, height: 20 }} />
          <TextLines x={39} y={33} widths={[30, 24]} height={4} gap={8} />
          <Card x={84} y={24} width={64} height={42} rx={5} />
          <TextLines x={90} y={31} widths={[52, 40]} height={4} gap={8} />
          <rect x="118" y="47" width="22" height="14" rx="2" fill="#f2b705" />
          <text x="80" y="86" textAnchor="middle" fontSize="10" fill="#55606e">
            ⇄
          </text>
        </g>
      )}
      {service === 'exam-files' && (
        <g>
          <Card x={28} y={16} width={40} height={48} rx={2} />
          <circle cx="48" cy="34" r="8" fill="#0b5fa5" />
          <path d="M36 62c1-10 6-14 12-14s11 4 12 14z" fill="#0b5fa5" />
          <Card x={80} y={30} width={56} height={24} rx={2} />
          <path d="M86 46c6-10 9 4 14-4s6 6 12-2 6 4 10 0" fill="none" stroke="#1d2733" strokeWidth="2" strokeLinecap="round" />
          <rect x="28" y="72" width="108" height="10" rx="3" fill="#f2b705" />
          <text x="82" y="80" textAnchor="middle" fontSize="8" fill="#1d2733">
            KB
          </text>
        </g>
      )}
    </svg>
  );
}

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A white card or photo print with a grey edge; on an ID card, the holder's photo. */
function Card({ rx, photo, ...box }: Box & { rx: number; photo?: Box }) {
  return (
    <>
      <rect {...box} rx={rx} fill="#fff" stroke="#9aa8b8" />
      {photo && <rect {...photo} rx="2" fill="#0b5fa5" />}
    </>
  );
}

/** Lines of text on a card, `gap` apart: the first darker, like a name above the details. */
function TextLines({ x, y, widths, height, gap }: Omit<Box, 'width'> & { widths: readonly number[]; gap: number }) {
  return widths.map((width, line) => (
    <rect key={line} x={x} y={y + line * gap} width={width} height={height} rx="2" fill={line === 0 ? '#9aa8b8' : '#d5dbe3'} />
  ));
}
