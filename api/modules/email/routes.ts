import { MAIL_TOTAL_HEADER } from './contract';
import { endpointRoutes } from '../../platform/endpoint-routes';
import { accountOf } from '../auth';
import type { ApiDeps } from '../deps';
import * as endpoints from './endpoints';
import { emailService } from './service';

/**
 * The email app (./endpoints.ts declares each path, ./contract.ts its rules): staff only (rule
 * editor). The inbox receives the website's contact enquiries (visitors' names, emails, phones);
 * registration is open, so 'any signed-in user' would expose them. See docs/decisions/0035;
 * composing and sending: docs/decisions/0054.
 */
export function emailRoutes(deps: ApiDeps) {
  const service = emailService(deps);
  const author = async (c: Parameters<typeof accountOf>[0]) => ({
    name: (await accountOf(c)).displayName,
  });
  return endpointRoutes(deps)
    .on(endpoints.listMails, async (c, { query }) => {
      const { filter, ...page } = query;
      const { mails, total } = await service.list(filter, page);
      // the list stays an array: its total goes in a header
      c.header(MAIL_TOTAL_HEADER, String(total));
      return c.json(mails);
    })
    .on(endpoints.getMail, async (_c, { params }) => service.get(params.id))
    .on(endpoints.listEmailTags, async () => service.tags())
    .on(endpoints.getEmailMeta, async () => service.meta())
    .on(endpoints.createMail, async (c, { body }) => service.create(await author(c), body))
    .on(endpoints.updateDraft, async (c, { params, body }) =>
      service.updateDraft(await author(c), params.id, body),
    )
    .on(endpoints.sendMailAgain, async (_c, { params }) => service.resend(params.id))
    .on(endpoints.deleteMails, async (_c, { body }) => service.deleteForever(body.emailIds))
    .on(endpoints.moveMails, async (_c, { body }) => service.move(body.emailIds, body.mailFolder))
    .on(endpoints.toggleMailLabel, async (_c, { body }) =>
      service.toggleLabel(body.label, body.emailIds),
    )
    .on(endpoints.setMailLabels, async (_c, { body }) =>
      service.setLabels(body.mailId, body.labels),
    )
    .on(endpoints.markMailsUnread, async (_c, { body }) =>
      service.markUnread(body.emailIds, body.unreadFlag),
    )
    .on(endpoints.setMailStarred, async (_c, { body }) =>
      service.setStarred(body.mailId, body.value),
    ).router;
}
