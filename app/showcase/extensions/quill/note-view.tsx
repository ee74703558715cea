import { Typography, type TypographyProps } from '@mantine/core';
import classes from './note-view.module.css';

/**
 * A note drawn from its HTML with the app's typography. `html` must come from `sanitizeNote`
 * (sanitize-note.ts): nothing else is ever put into the page as HTML.
 */
export function NoteView({ html, className, ...props }: { html: string } & TypographyProps) {
  return (
    <Typography
      {...props}
      className={className ? `${classes.note} ${className}` : classes.note}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
