import { MailLinkPage } from '../components/mail-link';

/**
 * /unsubscribe?token=...: every shipment status mail's link to stop them (the same token as its
 * one-click `List-Unsubscribe` header). A button stops them (POST /api/mail/unsubscribe), never
 * the page's load: mail scanners open links.
 */
export default function UnsubscribePage() {
  return <MailLinkPage action="unsubscribe" />;
}
