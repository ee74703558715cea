import type { z } from 'zod';
import {
  createMailBody,
  deleteMailsBody,
  mailListQuery,
  markUnreadBody,
  moveMailsBody,
  setLabelsBody,
  setStarredBody,
  updateDraftBody,
  updateLabelsBody,
  MAIL_TOTAL_HEADER,
  type MailChangeReply,
} from './contract';
import { requireRule } from '../../platform/guard';
import { accountOf } from '../auth';
import type { ApiDeps } from '../deps';
import { idParam, readBody, readQuery } from '../../platform/validate';
import { emailService } from './service';
import { apiRouter } from '../../platform/router';

/**
 * The email app: staff only (rule editor). The inbox receives the website's contact enquiries
 * (visitors' names, emails, phones); registration is open, so 'any signed-in user' would expose them.
 * See docs/decisions/0035; composing and sending: docs/decisions/0054.
 */
export function emailRoutes(deps: ApiDeps) {
  const service = emailService(deps);
  const signedIn = requireRule(deps, 'editor');
  const author = async (c: Parameters<typeof accountOf>[0]) => ({
    name: (await accountOf(c)).displayName,
  });
  const app = apiRouter()
    .get('/apps/email/mails', signedIn, async (c) => {
      const { filter, ...page } = readQuery(c, mailListQuery);
      const { mails, total } = await service.list(filter, page);
      c.header(MAIL_TOTAL_HEADER, String(total));
      return c.json(mails);
    })
    .get('/apps/email/mails/:id', signedIn, async (c) => c.json(await service.get(idParam(c))))
    .get('/apps/email/tags', signedIn, async (c) => c.json(await service.tags()))
    .get('/apps/email/meta', signedIn, async (c) => c.json(await service.meta()))
    .post('/apps/email/mails', signedIn, async (c) => {
      const body = await readBody(c, createMailBody);
      return c.json(await service.create(await author(c), body), 201);
    })
    .put('/apps/email/mails/:id', signedIn, async (c) => {
      const id = idParam(c);
      const body = await readBody(c, updateDraftBody);
      return c.json(await service.updateDraft(await author(c), id, body));
    })
    .post('/apps/email/mails/:id/send', signedIn, async (c) =>
      c.json(await service.resend(idParam(c))),
    )
    .post('/apps/email/delete-mails', signedIn, async (c) => {
      const { emailIds } = await readBody(c, deleteMailsBody);
      return c.json(await service.deleteForever(emailIds));
    });

  /** a change to mails: POST /apps/email/<path> with a validated body */
  const change = <T extends z.ZodType>(
    path: string,
    body: T,
    run: (input: z.infer<T>) => Promise<MailChangeReply>,
  ) =>
    app.post(`/apps/email/${path}`, signedIn, async (c) =>
      c.json(await run(await readBody(c, body))),
    );
  change('move-mails', moveMailsBody, (b) => service.move(b.emailIds, b.mailFolder));
  change('update-labels', updateLabelsBody, (b) => service.toggleLabel(b.label, b.emailIds));
  change('set-labels', setLabelsBody, (b) => service.setLabels(b.mailId, b.labels));
  change('mark-unread', markUnreadBody, (b) => service.markUnread(b.emailIds, b.unreadFlag));
  change('set-starred', setStarredBody, (b) => service.setStarred(b.mailId, b.value));
  return app;
}
