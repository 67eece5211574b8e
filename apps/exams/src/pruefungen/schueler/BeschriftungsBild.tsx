import type { BeschriftungsMarke } from '@lernstapel/contracts';

export interface BeschriftungsBildProps {
  url: string;
  marken: readonly BeschriftungsMarke[];
}

/** 02 §9: the labelled image at 700 px with its numbered markers (62 px) at their positions. */
export function BeschriftungsBild({ url, marken }: BeschriftungsBildProps) {
  return (
    <div style={{ position: 'relative', width: 700, maxWidth: '100%' }}>
      {url ? <img src={url} alt="" style={{ width: '100%', display: 'block' }} /> : null}
      {marken.map((marke) => (
        <span
          key={marke.nummer}
          style={{
            position: 'absolute',
            left: marke.x,
            top: marke.y,
            minWidth: 28,
            padding: '2px 6px',
            borderRadius: 14,
            background: 'var(--mantine-color-blue-8)',
            color: 'var(--mantine-color-white)',
            fontWeight: 700,
            textAlign: 'center',
          }}
        >
          {marke.nummer}
        </span>
      ))}
    </div>
  );
}
