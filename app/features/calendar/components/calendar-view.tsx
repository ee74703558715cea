import type {
  CalendarApi,
  DateSelectArg,
  DatesSetArg,
  EventClickArg,
  EventDropArg,
  LocaleInput,
} from '@fullcalendar/core';
import deLocale from '@fullcalendar/core/locales/de';
import frLocale from '@fullcalendar/core/locales/fr';
import ptLocale from '@fullcalendar/core/locales/pt';
import thLocale from '@fullcalendar/core/locales/th';
import zhCnLocale from '@fullcalendar/core/locales/zh-cn';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin, {
  type DateClickArg,
  type EventResizeDoneArg,
} from '@fullcalendar/interaction';
import listPlugin from '@fullcalendar/list';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import { ActionIcon, Button, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconMenu2 } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LanguageCode } from '../../../lib/i18n/languages';
import classes from '../calendar.module.css';
import type { CalendarInput } from '../dates';

/** FullCalendar's locale of each of the app's languages (English is its own default). */
const locales: Record<LanguageCode, LocaleInput | undefined> = {
  en: undefined,
  th: thLocale,
  cn: zhCnLocale,
  de: deLocale,
  fr: frLocale,
  pt: ptLocale,
};

/** The views: the month is the simple calendar, the week, day and list the full one. */
export const calendarViews = ['dayGridMonth', 'timeGridWeek', 'timeGridDay', 'listMonth'] as const;
export type CalendarViewName = (typeof calendarViews)[number];

const isView = (value: string): value is CalendarViewName =>
  (calendarViews as readonly string[]).includes(value);

/** Previous and next: a month, week or day back or on. */
const steps = [
  { name: 'previous', id: 'prev', Icon: IconChevronLeft, go: (c: CalendarApi) => c.prev() },
  { name: 'next', id: 'next', Icon: IconChevronRight, go: (c: CalendarApi) => c.next() },
] as const;

export interface CalendarHandlers {
  /** a click on a day (all day) or on a time */
  onDateClick: (arg: DateClickArg) => void;
  /** a range chosen by dragging over days or times */
  onSelect: (arg: DateSelectArg) => void;
  onEventClick: (id: number) => void;
  onEventDrop: (arg: EventDropArg) => void;
  onEventResize: (arg: EventResizeDoneArg) => void;
}

/**
 * FullCalendar (loaded by this route only) with the screen's own toolbar: previous, next, today,
 * the title and the views. Timed events are shown in the reader's zone (timeZone 'local'); the
 * first day of the week follows the language's locale.
 */
export function CalendarView({
  events,
  initialView,
  language,
  onMenu,
  handlers,
}: {
  events: CalendarInput[];
  initialView: CalendarViewName;
  language: LanguageCode;
  onMenu: () => void;
  handlers: CalendarHandlers;
}) {
  const { t } = useTranslation('calendar');
  const ref = useRef<FullCalendar>(null);
  const [title, setTitle] = useState('');
  const [view, setView] = useState<CalendarViewName>(initialView);
  const api = () => ref.current?.getApi();

  const onDatesSet = (arg: DatesSetArg) => {
    setTitle(arg.view.title);
    if (isView(arg.view.type)) setView(arg.view.type);
  };

  return (
    <Stack gap="sm" style={{ flex: 1, minWidth: 0 }}>
      <Group gap="xs" wrap="wrap">
        <Group gap={6} wrap="nowrap" style={{ flexShrink: 0 }}>
          <ActionIcon
            variant="default"
            size="lg"
            className={classes.menuButton}
            onClick={onMenu}
            aria-label={t('panel-open')}
            data-testid="calendar-menu"
          >
            <IconMenu2 size={18} aria-hidden />
          </ActionIcon>
          {steps.map(({ name, id, Icon, go }) => (
            <ActionIcon
              key={name}
              variant="default"
              size="lg"
              onClick={() => {
                const calendar = api();
                if (calendar) go(calendar);
              }}
              aria-label={t(`toolbar.${name}`)}
              data-testid={`calendar-${id}`}
            >
              <Icon size={18} aria-hidden />
            </ActionIcon>
          ))}
          <Button variant="default" onClick={() => api()?.today()} data-testid="calendar-today">
            {t('toolbar.today')}
          </Button>
        </Group>
        <h2 className={classes.title} aria-live="polite" data-testid="calendar-title">
          {title}
        </h2>
        <Group gap={6} wrap="nowrap">
          <Text size="xs" c="dimmed" visibleFrom="sm" data-testid="calendar-mode">
            {view === 'dayGridMonth' ? t('mode.simple') : t('mode.full')}
          </Text>
          <SegmentedControl
            size="xs"
            value={view}
            onChange={(value) => {
              if (isView(value)) api()?.changeView(value);
            }}
            aria-label={t('toolbar.views')}
            data-testid="calendar-views"
            data={calendarViews.map((name) => ({ value: name, label: t(`views.${name}`) }))}
          />
        </Group>
      </Group>
      <div className={classes.calendar} data-testid="calendar" data-view={view}>
        <FullCalendar
          ref={ref}
          plugins={[dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin]}
          initialView={initialView}
          headerToolbar={false}
          height="auto"
          timeZone="local"
          locale={locales[language]}
          events={events}
          eventDisplay="block"
          dayMaxEvents={4}
          editable
          selectable
          selectMirror
          eventResizableFromStart={false}
          datesSet={onDatesSet}
          dateClick={handlers.onDateClick}
          select={handlers.onSelect}
          eventClick={(arg: EventClickArg) => {
            arg.jsEvent.preventDefault();
            handlers.onEventClick(Number(arg.event.id));
          }}
          eventDrop={handlers.onEventDrop}
          eventResize={handlers.onEventResize}
          eventDidMount={(arg) => {
            arg.el.setAttribute('data-testid', 'calendar-event');
            arg.el.setAttribute('data-event-id', arg.event.id);
          }}
        />
      </div>
    </Stack>
  );
}
