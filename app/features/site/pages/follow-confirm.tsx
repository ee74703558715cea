import { MailLinkPage } from '../components/mail-link';

/**
 * /follow/confirm?token=...: the link of the confirmation mail a visitor asked for on a shipment's
 * tracking page (double opt-in). A button confirms (POST /api/track/follow/confirm), never the
 * page's load; then the page names the shipment now followed and links to it.
 */
export default function FollowConfirmPage() {
  return <MailLinkPage action="confirm" />;
}
