import { Button, Card, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { IconMailQuestion } from '@tabler/icons-react';
import { useDebouncedValue } from '@mantine/hooks';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Link,
  useNavigate,
  useParams,
  useSearchParams,
  type ClientLoaderFunctionArgs,
} from 'react-router';
import type {
  Email,
  MailFilter,
  MailFolder,
  MailLabel,
} from '../../../../api/modules/email/contract';
import { getAuthState } from '../../../lib/session/auth-state';
import { API_ERRORS_NS, apiErrorMessage } from '../../../lib/http/api-error-message';
import { LIVE_CONNECTED, useLiveEvent } from '../../../lib/http/live-events';
import { getQueryClient } from '../../../lib/http/query-client';
import { useQueryClient } from '@tanstack/react-query';
import { useDeleteMails } from '../api/delete-mails';
import { emailMetaQueryOptions, useEmailMeta } from '../api/get-email-meta';
import { emailTagsQueryOptions, useEmailTags } from '../api/get-email-tags';
import { useMail } from '../api/get-mail';
import { loadedMails, mailsQueryOptions, useMails } from '../api/get-mails';
import { useMarkUnread } from '../api/mark-unread';
import { useMoveMails } from '../api/move-mails';
import { useSetLabels } from '../api/set-labels';
import { useSetStarred } from '../api/set-starred';
import { useToggleLabel } from '../api/toggle-label';
import { DeliveryState } from '../components/delivery-state';
import { EmailPanel } from '../components/email-panel';
import { MailList, type MailEntry } from '../components/mail-list';
import { MailView, type ComposeMode } from '../components/mail-view';
import { composeFrom, draftStart, newMail, type ComposeStart } from '../compose-start';
import classes from '../email.module.css';
import { emailPath, filterOf } from '../options';
import { plainText } from '../sanitize-mail';
import { notify } from '../../../lib/ui/notify';
import { AppFrame } from '../../../components/app-frame';

// the compose panel (and with it Quill, its address chips) loads when it is first opened: the
// route's first load stays lighter (docs/architecture.md decision 15)
const ComposePanel = lazy(() =>
  import('../components/compose-panel').then((m) => ({ default: m.ComposePanel })),
);

/** The view's data is asked for while the screen's code loads (only for a signed-in person). */
export function clientLoader({ params }: ClientLoaderFunctionArgs) {
  const filter = filterOf(params.filter);
  if (filter && getAuthState().signedIn) {
    const client = getQueryClient();
    void client.prefetchInfiniteQuery(mailsQueryOptions(filter));
    void client.prefetchQuery(emailMetaQueryOptions());
    void client.prefetchQuery(emailTagsQueryOptions());
  }
  return null;
}

/** A filter the app does not know: say so, with the way to the inbox. */
function UnknownView() {
  const { t } = useTranslation('email');
  return (
    <Card withBorder radius="md" padding="xl" data-testid="email-unknown-view">
      <Stack align="center" gap="sm">
        <IconMailQuestion size={48} stroke={1.5} aria-hidden />
        <Title order={2} size="h4">
          {t('unknown-view.title')}
        </Title>
        <Button component={Link} to={emailPath('inbox')} variant="light">
          {t('unknown-view.back')}
        </Button>
      </Stack>
    </Card>
  );
}

/** The loaded mails of the list, each with its one-line snippet. */
function useEntries(mails: Email[]): MailEntry[] {
  return useMemo(
    () => mails.map((mail) => ({ mail, snippet: plainText(mail.message).slice(0, 240) })),
    [mails],
  );
}

/** How long the search waits after the last key before it asks the server (ms). */
const SEARCH_DELAY = 250;
/** The opened mail this close to the end of the loaded list: the next page is read. */
const NEAR_END = 3;

/** The selection and search of one view: a new view starts with neither. */
function useViewState(filter: MailFilter) {
  const [state, setState] = useState({ filter, search: '', selected: new Set<number>() });
  const current =
    state.filter === filter ? state : { filter, search: '', selected: new Set<number>() };
  const setSearch = (search: string) => setState({ ...current, search });
  const setSelected = (update: (s: Set<number>) => Set<number>) =>
    setState((s) => {
      const base = s.filter === filter ? s : { filter, search: '', selected: new Set<number>() };
      return { ...base, selected: update(base.selected) };
    });
  return { search: current.search, selected: current.selected, setSearch, setSelected };
}

function EmailApp({ filter }: { filter: MailFilter }) {
  const { t, i18n } = useTranslation(['email', API_ERRORS_NS]);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const openId = Number(params.get('mail')) || undefined;
  const meta = useEmailMeta().data;
  const tags = useEmailTags().data;
  const [drawer, setDrawer] = useState(false);
  const [compose, setCompose] = useState<ComposeStart>();
  const [confirmDelete, setConfirmDelete] = useState<number[]>();
  const [imagesFor, setImagesFor] = useState<number>();
  const view = useViewState(filter);
  // the server searches (docs/decisions/0054): the words go once typing pauses
  const [search] = useDebouncedValue(view.search.trim(), SEARCH_DELAY);
  const mails = useMails(filter, search);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = mails;
  const loaded = useMemo(() => loadedMails(mails.data), [mails.data]);
  const total = mails.data?.pages.at(-1)?.total ?? loaded.length;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const move = useMoveMails();
  const toggleLabel = useToggleLabel();
  const setLabels = useSetLabels();
  const markUnread = useMarkUnread();
  const setStarred = useSetStarred();
  const deleteMails = useDeleteMails();

  // another member of staff changed the mail, or the live connection came back: read again
  useLiveEvent(['email.changed', LIVE_CONNECTED], () => {
    void queryClient.invalidateQueries({ queryKey: ['email'] });
  });

  const entries = useEntries(loaded);

  const failed = (error: unknown) => notify('error', t('failed'), apiErrorMessage(t, error));
  const selectedIds = entries.filter((e) => view.selected.has(e.mail.id)).map((e) => e.mail.id);
  const clearSelection = () => view.setSelected(() => new Set());

  const onSelect = useCallback(
    (id: number, on: boolean) =>
      view.setSelected((s) => {
        const next = new Set(s);
        if (on) next.add(id);
        else next.delete(id);
        return next;
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- setSelected only reads the filter
    [filter],
  );
  const onStar = useCallback(
    (mail: Email) =>
      setStarred.mutate({ mailId: mail.id, value: !mail.isStarred }, { onError: failed }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- mutate is stable
    [],
  );

  const moveTo = (ids: number[], folder: MailFolder) =>
    move.mutate(
      { emailIds: ids, mailFolder: folder },
      {
        onSuccess: () =>
          notify('success', t('moved', { count: ids.length, folder: t(`views.${folder}`) })),
        onError: failed,
      },
    );

  const openIndex = openId === undefined ? -1 : entries.findIndex((e) => e.mail.id === openId);
  // a mail that is not among the loaded ones (a link, a later page) is read on its own
  const single = useMail(openId, openIndex < 0 && !mails.isPending);
  const opened: Email | undefined = openIndex >= 0 ? entries[openIndex].mail : single.data;

  // next from the last loaded mails: the next page is read, so that next leads on
  const nearEnd = openIndex >= 0 && openIndex >= entries.length - NEAR_END;
  useEffect(() => {
    if (nearEnd) loadMore();
  }, [nearEnd, loadMore]);

  // opening a mail marks it read
  const openedUnread = opened?.unread;
  useEffect(() => {
    if (opened && openedUnread) markUnread.mutate({ emailIds: [opened.id], unreadFlag: false });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per opened mail
  }, [opened?.id]);

  const startCompose = (mode: ComposeMode, mail: Email) =>
    setCompose(composeFrom(mode, mail, meta?.outgoing.from ?? '', t, i18n.language));

  const deleteForever = (ids: number[]) =>
    deleteMails.mutate(ids, {
      onSuccess: () => {
        notify('success', t('deleted', { count: ids.length }));
        clearSelection();
        if (openId !== undefined && ids.includes(openId)) navigate(emailPath(filter));
      },
      onError: failed,
    });

  const panel = (close?: () => void) => (
    <EmailPanel
      filter={filter}
      onCompose={() => {
        close?.();
        setCompose(newMail());
      }}
      onNavigate={close}
    />
  );

  return (
    <AppFrame
      panel={panel}
      panelLabel={t('panel.label')}
      closeLabel={t('panel.close')}
      drawerOpened={drawer}
      onDrawerClose={() => setDrawer(false)}
      fill
      testId="email-screen"
      data={{ 'data-filter': filter }}
    >
      <section
        className={classes.main}
        data-hidden={opened !== undefined}
        aria-label={t(`views.${filter}`)}
      >
        <MailList
          filter={filter}
          entries={entries}
          total={total}
          hasMore={hasNextPage}
          loadingMore={isFetchingNextPage}
          onLoadMore={loadMore}
          loading={mails.isPending}
          error={mails.error}
          search={view.search}
          query={search}
          onSearch={view.setSearch}
          selected={view.selected}
          onSelect={onSelect}
          onSelectAll={(on) =>
            view.setSelected(() => new Set(on ? entries.map((e) => e.mail.id) : []))
          }
          onStar={onStar}
          onMove={(folder) => {
            moveTo(selectedIds, folder);
            clearSelection();
          }}
          onToggleLabel={(label: MailLabel) =>
            toggleLabel.mutate(
              {
                label,
                emailIds: selectedIds,
                current: new Map(entries.map((e) => [e.mail.id, e.mail.labels])),
              },
              { onError: failed },
            )
          }
          onMarkUnread={(unread) =>
            markUnread.mutate({ emailIds: selectedIds, unreadFlag: unread }, { onError: failed })
          }
          onDeleteForever={() => setConfirmDelete(selectedIds)}
          onOpenPanel={() => setDrawer(true)}
          tags={tags}
        />
      </section>
      {opened !== undefined && (
        <section className={classes.view} aria-label={t('view.label')}>
          <MailView
            mail={opened}
            tags={tags}
            backTo={emailPath(filter)}
            previousTo={
              openIndex > 0 ? emailPath(filter, entries[openIndex - 1].mail.id) : undefined
            }
            nextTo={
              openIndex >= 0 && openIndex < entries.length - 1
                ? emailPath(filter, entries[openIndex + 1].mail.id)
                : undefined
            }
            showImages={imagesFor === opened.id}
            onShowImages={() => setImagesFor(opened.id)}
            onStar={() => onStar(opened)}
            onSetLabels={(labels) =>
              setLabels.mutate({ mailId: opened.id, labels }, { onError: failed })
            }
            onMove={(folder) => {
              moveTo([opened.id], folder);
              navigate(emailPath(filter));
            }}
            onMarkUnread={() => {
              markUnread.mutate({ emailIds: [opened.id], unreadFlag: true }, { onError: failed });
              navigate(emailPath(filter));
            }}
            onDeleteForever={() => setConfirmDelete([opened.id])}
            onEditDraft={() => setCompose(draftStart(opened))}
            onCompose={(mode) => startCompose(mode, opened)}
            delivery={
              opened.delivery && <DeliveryState mailId={opened.id} delivery={opened.delivery} />
            }
          />
        </section>
      )}
      {openId !== undefined && opened === undefined && single.isError && (
        <section className={classes.view} data-testid="mail-not-found">
          <Stack align="center" gap="sm" p="xl">
            <Text>{t('view.not-found')}</Text>
            <Button component={Link} to={emailPath(filter)} variant="light">
              {t('view.back')}
            </Button>
          </Stack>
        </section>
      )}
      {compose && (
        <Suspense fallback={null}>
          <ComposePanel
            key={`${compose.kind}-${compose.draftId ?? ''}-${compose.inReplyTo ?? ''}-${compose.forwardOf ?? ''}`}
            start={compose}
            onClose={() => setCompose(undefined)}
          />
        </Suspense>
      )}
      <Modal
        opened={confirmDelete !== undefined}
        onClose={() => setConfirmDelete(undefined)}
        title={t('delete.title', { count: confirmDelete?.length ?? 0 })}
        centered
        data-testid="delete-confirm"
      >
        <Text size="sm">{t('delete.text', { count: confirmDelete?.length ?? 0 })}</Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setConfirmDelete(undefined)} data-autofocus>
            {t('delete.cancel')}
          </Button>
          <Button
            color="red"
            loading={deleteMails.isPending}
            onClick={() => {
              if (confirmDelete) deleteForever(confirmDelete);
              setConfirmDelete(undefined);
            }}
            data-testid="delete-confirm-button"
          >
            {t('actions.delete-forever')}
          </Button>
        </Group>
      </Modal>
    </AppFrame>
  );
}

/**
 * /apps/email/:filter (docs/product.md sections 2.3, 3.9, 4.7 and 7.9): the side panel (Compose,
 * folders, labels; a drawer on a phone), the view's mails, the opened mail (`?mail=<id>`) and the
 * compose panel.
 */
export default function EmailScreen() {
  const filter = filterOf(useParams().filter);
  if (!filter) return <UnknownView />;
  return <EmailApp filter={filter} />;
}
