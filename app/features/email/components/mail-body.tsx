import { useMemo } from 'react';
import classes from '../email.module.css';
import { sanitizeMail } from '../sanitize-mail';

/** How many remote images a mail's HTML holds back (for the "Show images" notice). */
export function blockedImagesOf(html: string): number {
  return sanitizeMail(html, false).blockedImages;
}

/**
 * A mail's body: its HTML sanitized (sanitize-mail.ts), remote images only when `showImages`.
 * The only place the app puts a mail's HTML into the page.
 */
export function MailBody({ html, showImages }: { html: string; showImages: boolean }) {
  const clean = useMemo(() => sanitizeMail(html, showImages).html, [html, showImages]);
  return (
    <div
      className={classes.body}
      data-testid="mail-body"
      // sanitized just above: no script, handler, javascript: URL, form or frame (sanitize-mail.ts)
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
