-- Composing and sending mail (docs/decisions/0054): what became of a mail the staff sent, and
-- the mail it answers or forwards (gone with that mail when it is deleted for ever).
ALTER TABLE email_mails
  ADD COLUMN delivery_state text CHECK (delivery_state IN ('sent', 'failed')),
  ADD COLUMN delivery_error text,
  ADD COLUMN delivery_at timestamptz,
  ADD COLUMN in_reply_to integer REFERENCES email_mails (id) ON DELETE SET NULL,
  ADD COLUMN forward_of integer REFERENCES email_mails (id) ON DELETE SET NULL,
  ADD CONSTRAINT email_mails_delivery CHECK ((delivery_state IS NULL) = (delivery_at IS NULL));

-- the sent answers of a thread, found by the mail they answer
CREATE INDEX email_mails_in_reply_to ON email_mails (in_reply_to) WHERE in_reply_to IS NOT NULL;
-- deleting a forwarded mail finds its forwards (ON DELETE SET NULL)
CREATE INDEX email_mails_forward_of ON email_mails (forward_of) WHERE forward_of IS NOT NULL;
