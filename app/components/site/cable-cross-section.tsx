import { cn } from "~/lib/cn";
import { type CableDrawing, type CableSpecInput, drawCable } from "./cable-drawing";

interface CableCrossSectionProps {
  spec: CableSpecInput;
  /** The accessible name; empty for a decorative picture. */
  title?: string;
  className?: string;
}

/** A product's technical cross-section, drawn from its own specification (no stock photos). */
export function CableCrossSection({ spec, title, className }: CableCrossSectionProps) {
  const drawing = drawCable(spec);
  return <CableSvg drawing={drawing} title={title} className={cn("h-full w-full", className)} />;
}

export function CableSvg({ drawing, title, className }: { drawing: CableDrawing; title?: string; className?: string }) {
  const { size, sheath } = drawing;
  const c = size / 2;
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox={`0 0 ${size} ${size}`}
      className={className}
      role={title ? "img" : undefined}
      aria-label={title || undefined}
      aria-hidden={title ? undefined : true}
      focusable="false"
    >
      {sheath?.shape === "round" && (
        <>
          <circle cx={c} cy={c} r={sheath.width / 2} fill={sheath.color} stroke="#6b7280" strokeWidth="1.5" />
          <circle cx={c} cy={c} r={sheath.width / 2 - 4} fill="none" stroke="#ffffff" strokeOpacity="0.12" strokeWidth="3" />
          {drawing.screen && (
            <circle
              cx={c}
              cy={c}
              r={sheath.width / 2 - sheath.thickness - 3}
              fill="none"
              stroke="#b7bcc3"
              strokeWidth="5"
              strokeDasharray="2.2 1.6"
            />
          )}
          <circle
            cx={c}
            cy={c}
            r={sheath.width / 2 - sheath.thickness - (drawing.screen ? 6 : 0)}
            fill={drawing.bedding ?? "#cfc9bf"}
          />
        </>
      )}
      {sheath?.shape === "flat" && (
        <>
          <rect
            x={c - sheath.width / 2}
            y={c - sheath.height / 2}
            width={sheath.width}
            height={sheath.height}
            rx={sheath.height / 2}
            fill={sheath.color}
            stroke="#6b7280"
            strokeWidth="1.5"
          />
          <rect
            x={c - sheath.width / 2 + sheath.thickness}
            y={c - sheath.height / 2 + sheath.thickness}
            width={sheath.width - 2 * sheath.thickness}
            height={sheath.height - 2 * sheath.thickness}
            rx={(sheath.height - 2 * sheath.thickness) / 2}
            fill="#d8d2c8"
          />
        </>
      )}
      {drawing.cores.map((core, index) => {
        const ringR = (core.r + core.conductorR) / 2;
        const ringW = core.r - core.conductorR;
        return (
          <g key={index}>
            <circle cx={core.cx} cy={core.cy} r={core.r} fill={core.color} stroke="#00000033" strokeWidth="0.8" />
            {core.stripe && (
              <circle
                cx={core.cx}
                cy={core.cy}
                r={ringR}
                fill="none"
                stroke={core.stripe}
                strokeWidth={ringW}
                strokeDasharray={`${(ringR * Math.PI) / 4} ${(ringR * Math.PI) / 4}`}
              />
            )}
            <circle cx={core.cx} cy={core.cy} r={core.conductorR} fill={drawing.metalEdge} />
            {core.strands.map((strand, i) => (
              <circle key={i} cx={strand.cx} cy={strand.cy} r={strand.r} fill={drawing.metal} stroke={drawing.metalEdge} strokeWidth="0.5" />
            ))}
            {core.label && (
              <text
                x={core.cx}
                y={core.cy - core.conductorR - ringW / 2}
                fill="#ffffff"
                fontSize={Math.max(5, ringW * 0.9)}
                fontFamily="Arial, sans-serif"
                fontWeight="700"
                textAnchor="middle"
                dominantBaseline="central"
              >
                {core.label}
              </text>
            )}
          </g>
        );
      })}
    </svg>
  );
}
