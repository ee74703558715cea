-- A fan-out in the outbox (docs/decisions/0074): a message that a worker turns into mails when it
-- takes it (a shipment's status change for every reader who asked for it), so the write that
-- causes a thousand mails queues one row. A row is a mail or a fan-out, never both.
ALTER TABLE outbox_messages ALTER COLUMN mail DROP NOT NULL;
ALTER TABLE outbox_messages ADD COLUMN fan_out jsonb;
ALTER TABLE outbox_messages ADD CONSTRAINT outbox_messages_mail_or_fan_out
  CHECK ((mail IS NULL) <> (fan_out IS NULL));
