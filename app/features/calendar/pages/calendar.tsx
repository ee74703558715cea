import type { DateSelectArg, EventDropArg } from '@fullcalendar/core';
import type { DateClickArg, EventResizeDoneArg } from '@fullcalendar/interaction';
import { Alert } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CalendarLabelValue } from '../../../../api/modules/calendar/contract';
import { API_ERRORS_NS, apiErrorMessage } from '../../../lib/http/api-error-message';
import { isLanguageCode } from '../../../lib/i18n/languages';
import { prefetchWhenSignedIn } from '../../../lib/session/prefetch';
import { useDragEvent } from '../api/drag-event';
import { eventsQueryOptions, useEvents } from '../api/get-events';
import { useUpdateEvent, type CalendarEventChanges } from '../api/update-event';
import classes from '../calendar.module.css';
import { CalendarView, type CalendarHandlers } from '../components/calendar-view';
import { EventPanel } from '../components/event-panel';
import { SidePanel } from '../components/side-panel';
import { SubscribeModal } from '../components/subscribe-modal';
import {
  addDays,
  allDayDraft,
  calendarInputOf,
  draftOf,
  localDayOf,
  timedDraft,
  type EventDraft,
} from '../dates';
import { labelClass, labelValues } from '../labels';
import { notify } from '../../../lib/ui/notify';
import { AppFrame } from '../../../components/app-frame';

const PHONE = '(max-width: 48em)';
const SLOT = 30 * 60_000;

/** The events are asked for while the screen's code loads. */
export function clientLoader() {
  prefetchWhenSignedIn(eventsQueryOptions());
  return null;
}

/**
 * /apps/calendar/vue-simple-calendar (docs/product.md sections 2 and 4): the company's shared
 * calendar. The side panel (a drawer on a phone) with Add event, the label filters and Subscribe,
 * beside FullCalendar's month, week, day and list views. A day, a time or a range opens a new
 * event; an event opens to be changed or deleted; dragging moves it (keeping its duration),
 * resizing changes its end.
 */
export default function CalendarScreen() {
  const { t, i18n } = useTranslation(['calendar', API_ERRORS_NS]);
  const phone = useMediaQuery(PHONE, window.matchMedia(PHONE).matches, {
    getInitialValueInEffect: false,
  });
  const events = useEvents();
  const drag = useDragEvent();
  const update = useUpdateEvent();
  const [shown, setShown] = useState<Set<CalendarLabelValue>>(() => new Set(labelValues));
  const [drawer, setDrawer] = useState(false);
  const [subscribe, setSubscribe] = useState(false);
  const [draft, setDraft] = useState<EventDraft>();
  const language = isLanguageCode(i18n.language) ? i18n.language : 'en';

  const inputs = useMemo(
    () =>
      (events.data ?? [])
        .filter((event) => shown.has(event.label))
        .map((event) => calendarInputOf(event, labelClass(event.label))),
    [events.data, shown],
  );

  const failed = (error: unknown) => notify('error', t('failed'), apiErrorMessage(t, error));

  const change = (arg: { revert: () => void }, id: number, event: CalendarEventChanges) =>
    update.mutate(
      { id, event },
      {
        onError: (error) => {
          arg.revert();
          failed(error);
        },
      },
    );

  const handlers: CalendarHandlers = {
    onDateClick: (arg: DateClickArg) =>
      setDraft(arg.allDay ? allDayDraft(localDayOf(arg.date)) : timedDraft(arg.date)),
    onSelect: (arg: DateSelectArg) => {
      // a click selects one day or one slot too: dateClick opens that one
      if (arg.allDay) {
        const first = localDayOf(arg.start);
        const last = addDays(localDayOf(arg.end), -1);
        if (last > first) setDraft(allDayDraft(first, last));
      } else if (arg.end.getTime() - arg.start.getTime() > SLOT) {
        setDraft(timedDraft(arg.start, arg.end));
      }
    },
    onEventClick: (id: number) => {
      const event = events.data?.find((e) => e.id === id);
      if (event) setDraft(draftOf(event));
    },
    onEventDrop: (arg: EventDropArg) => {
      const id = Number(arg.event.id);
      const start = arg.event.start;
      if (!start) return arg.revert();
      if (arg.event.allDay !== arg.oldEvent.allDay) {
        // from the month's days to a time or back: the event becomes timed (one hour) or all-day
        const end = arg.event.end ?? new Date(start.getTime() + 3_600_000);
        change(
          arg,
          id,
          arg.event.allDay
            ? { allDay: true, startDate: localDayOf(start), endDate: localDayOf(start) }
            : { allDay: false, startDate: start.toISOString(), endDate: end.toISOString() },
        );
        return;
      }
      const date = arg.event.allDay ? localDayOf(start) : start.toISOString();
      drag.mutate(
        { id, date },
        {
          onError: (error) => {
            arg.revert();
            failed(error);
          },
        },
      );
    },
    onEventResize: (arg: EventResizeDoneArg) => {
      const end = arg.event.end;
      if (!end) return arg.revert();
      const endDate = arg.event.allDay ? addDays(localDayOf(end), -1) : end.toISOString();
      change(arg, Number(arg.event.id), { endDate });
    },
  };

  /** Add event: the next full hour, for an hour. */
  const newDraft = () => {
    const start = new Date();
    start.setHours(start.getHours() + 1, 0, 0, 0);
    return timedDraft(start);
  };

  const panel = (close?: () => void) => (
    <SidePanel
      shown={shown}
      onShownChange={setShown}
      onAdd={() => {
        close?.();
        setDraft(newDraft());
      }}
      onSubscribe={() => {
        close?.();
        setSubscribe(true);
      }}
    />
  );

  return (
    <AppFrame
      panel={panel}
      panelLabel={t('panel-label')}
      closeLabel={t('panel.close')}
      drawerOpened={drawer}
      onDrawerClose={() => setDrawer(false)}
      testId="calendar-screen"
    >
      <section className={classes.main} aria-label={t('calendar-label')}>
        {events.isError && <Alert color="red">{apiErrorMessage(t, events.error)}</Alert>}
        <CalendarView
          events={inputs}
          initialView={phone ? 'listMonth' : 'dayGridMonth'}
          language={language}
          onMenu={() => setDrawer(true)}
          handlers={handlers}
        />
      </section>
      <EventPanel draft={draft} onClose={() => setDraft(undefined)} />
      <SubscribeModal opened={subscribe} onClose={() => setSubscribe(false)} />
    </AppFrame>
  );
}
