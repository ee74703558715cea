import type { TooltipProps } from '@mantine/core';

/**
 * The product's tooltip rule (docs/product.md section 9): a tooltip sits 4 px from its target,
 * and near the edge of the window it is shifted to stay 20 px inside. It opens on hover, on
 * keyboard focus and on touch.
 */
export const TOOLTIP_RULE = {
  offset: 4,
  middlewares: { flip: true, shift: { padding: 20 } },
  events: { hover: true, focus: true, touch: true },
} satisfies Partial<TooltipProps>;
