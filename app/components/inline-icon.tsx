/** The component behind each icon of inline-icons.tsx (generated): Tabler's outline SVG defaults. */
import type { SVGProps } from 'react';

type Shape = [string, Record<string, string>];

export interface InlineIconProps extends Omit<SVGProps<SVGSVGElement>, 'stroke'> {
  size?: number;
  stroke?: number;
}

export type InlineIcon = (props: InlineIconProps) => React.JSX.Element;

export function icon(shapes: Shape[]): InlineIcon {
  return function Icon({ size = 24, stroke = 2, ...rest }: InlineIconProps) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={stroke}
        strokeLinecap="round"
        strokeLinejoin="round"
        {...rest}
      >
        {shapes.map(([Tag, attrs], i) => (
          <Tag key={i} {...attrs} />
        ))}
      </svg>
    );
  };
}
