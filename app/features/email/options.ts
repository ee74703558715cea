import {
  IconAlertOctagon,
  IconFileText,
  IconInbox,
  IconSend,
  IconStar,
  IconTrash,
  type Icon,
} from '@tabler/icons-react';
import {
  mailFilterSchema,
  mailFolderSchema,
  mailLabelSchema,
  type EmailTag,
  type MailFilter,
  type MailFolder,
  type MailLabel,
} from '../../../api/modules/email/contract';

/** The fixed values of the email app (api/modules/email/contract.ts, docs/product.md section 4.7). */
export const folders = mailFolderSchema.options;
export const labels = mailLabelSchema.options;

/** The side panel's views: the folders with starred after draft, as mail clients list them. */
export const panelViews: { filter: MailFilter; icon: Icon }[] = [
  { filter: 'inbox', icon: IconInbox },
  { filter: 'sent', icon: IconSend },
  { filter: 'draft', icon: IconFileText },
  { filter: 'starred', icon: IconStar },
  { filter: 'spam', icon: IconAlertOctagon },
  { filter: 'trash', icon: IconTrash },
];

export const folderIcon: Record<MailFolder, Icon> = {
  inbox: IconInbox,
  sent: IconSend,
  draft: IconFileText,
  spam: IconAlertOctagon,
  trash: IconTrash,
};

export function filterOf(param: string | undefined): MailFilter | undefined {
  const parsed = mailFilterSchema.safeParse(param);
  return parsed.success ? parsed.data : undefined;
}

export const isFolder = (filter: MailFilter): filter is MailFolder =>
  (folders as readonly string[]).includes(filter);

/**
 * The theme colour of a label: the tag's colour name. The tags' `primary` is drawn indigo: the
 * theme's primary and danger are the same red (docs/product.md section 9), and Company and
 * Private must not look alike.
 */
const fallbackColors: Record<MailLabel, string> = {
  personal: 'success',
  company: 'indigo',
  important: 'warning',
  private: 'danger',
};

export function labelColor(label: MailLabel, tags: EmailTag[] | undefined): string {
  const color = tags?.find((tag) => tag.value === label)?.color;
  if (!color) return fallbackColors[label];
  return color === 'primary' ? 'indigo' : color;
}

export const emailPath = (filter: MailFilter, mailId?: number) =>
  `/apps/email/${filter}${mailId === undefined ? '' : `?mail=${mailId}`}`;
