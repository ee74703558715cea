import type { CSSProperties, ReactNode } from 'react';
import classes from './grid-box.module.css';

/** A box of a grid demonstration, labelled with what places it (its span, offset or classes). */
export function GridBox({
  label,
  height,
  className,
  style,
  fill = true,
}: {
  label: ReactNode;
  height?: number;
  /** fill its column's height (a Mantine Grid.Col); false where the box is the grid's item */
  fill?: boolean;
  className?: string;
  style?: CSSProperties;
}) {
  return (
    <div
      className={[classes.box, fill && classes.fill, className].filter(Boolean).join(' ')}
      style={{ minHeight: height, ...style }}
      data-testid="grid-box"
    >
      {label}
    </div>
  );
}
