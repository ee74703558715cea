import {
  calendarLabelColors,
  calendarLabelValueSchema,
  labelClasses,
  type CalendarLabelValue,
} from '../../../api/modules/calendar/contract';

/** The labels (docs/product.md section 4): business, work and personal, in that order. */
export const labelValues: readonly CalendarLabelValue[] = calendarLabelValueSchema.options;

/** The Mantine colour of a label: the contract's theme colour names (danger is the brand red). */
export function labelColor(label: CalendarLabelValue): string {
  const color = calendarLabelColors[label];
  return color === 'danger' ? 'brand' : color;
}

export const labelClass = labelClasses;
