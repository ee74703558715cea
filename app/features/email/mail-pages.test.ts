import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Email } from '../../../api/modules/email/contract';
import {
  loadedMails,
  MAIL_PAGE_SIZE,
  mailsQueryKey,
  nextMailOffset,
  type MailPage,
  type MailPages,
} from './api/get-mails';
import { applyMailStates } from './api/mail-change';

const mail = (id: number, patch: Partial<Email> = {}): Email => ({
  id,
  sender: 'a@example.test',
  sender_name: 'A',
  to: [],
  cc: [],
  bcc: [],
  img: '',
  subject: `Mail ${id}`,
  message: '<p>text</p>',
  attachments: [],
  isStarred: false,
  labels: [],
  time: '2026-11-01T10:00:00.000Z',
  unread: true,
  mailFolder: 'inbox',
  replies: [],
  ...patch,
});

const page = (ids: number[], total: number | undefined): MailPage => ({
  mails: ids.map((id) => mail(id)),
  total,
});
const range = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i);

describe('nextMailOffset', () => {
  it('the next page starts after the loaded mails, while the total says more wait', () => {
    expect(nextMailOffset([page(range(1, MAIL_PAGE_SIZE), 250)])).toBe(100);
    expect(nextMailOffset([page(range(1, MAIL_PAGE_SIZE), 250), page(range(101, 100), 250)])).toBe(
      200,
    );
    expect(
      nextMailOffset([
        page(range(1, 100), 250),
        page(range(101, 100), 250),
        page(range(201, 50), 250),
      ]),
    ).toBeUndefined();
  });

  it('no more after an empty page (the folder shrank meanwhile) or an empty view', () => {
    expect(nextMailOffset([page(range(1, 100), 300), page([], 300)])).toBeUndefined();
    expect(nextMailOffset([page([], 0)])).toBeUndefined();
    expect(nextMailOffset([])).toBeUndefined();
  });

  it('without a total, a full page means there may be more', () => {
    expect(nextMailOffset([page(range(1, 100), undefined)])).toBe(100);
    expect(nextMailOffset([page(range(1, 99), undefined)])).toBeUndefined();
  });
});

describe('loadedMails', () => {
  it('the pages in order, a mail that came twice (it moved down between reads) once', () => {
    const data: MailPages = {
      pages: [page([5, 4, 3], 6), page([3, 2, 1], 6)],
      pageParams: [0, 3],
    };
    expect(loadedMails(data).map((m) => m.id)).toEqual([5, 4, 3, 2, 1]);
    expect(loadedMails(undefined)).toEqual([]);
  });
});

describe('applyMailStates', () => {
  it('changes the mails of every loaded page, drops those that leave a view, and a single mail', () => {
    const client = new QueryClient();
    const inbox: MailPages = {
      pages: [page([1, 2], 4), page([3, 4], 4)],
      pageParams: [0, 2],
    };
    client.setQueryData(mailsQueryKey('inbox', ''), inbox);
    client.setQueryData(mailsQueryKey('inbox', 'mail'), {
      pages: [page([3], 1)],
      pageParams: [0],
    });
    client.setQueryData(['email', 'mail', 4], mail(4));

    applyMailStates(client, [
      { id: 3, mailFolder: 'trash' },
      { id: 4, unread: false, isStarred: true },
    ]);

    const after = client.getQueryData<MailPages>(mailsQueryKey('inbox', ''))!;
    expect(after.pages.map((p) => p.mails.map((m) => m.id))).toEqual([[1, 2], [4]]);
    expect(after.pages[1].mails[0]).toMatchObject({ unread: false, isStarred: true });
    expect(after.pageParams).toEqual([0, 2]);
    const search = client.getQueryData<MailPages>(mailsQueryKey('inbox', 'mail'))!;
    expect(search.pages[0].mails).toEqual([]);
    expect(client.getQueryData<Email>(['email', 'mail', 4])).toMatchObject({ isStarred: true });
    // a mail never read on its own gets no entry
    expect(client.getQueryData(['email', 'mail', 3])).toBeUndefined();
  });
});
