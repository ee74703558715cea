import { Combobox, InputBase, Text, useCombobox } from '@mantine/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { intlLocale } from '../../locale';

const OWNERS = ['MSKU', 'TGHU', 'CMAU', 'OOLU', 'HLXU', 'EGHU', 'ONEU', 'SEGU'];
const TYPES = ['20GP', '40GP', '40HC', '45HC', '20RF', '40RF'];

/** 10,000 containers, made the same way every time (no randomness, no clock). */
const CONTAINERS = Array.from({ length: 10_000 }, (_, i) => ({
  value: `${OWNERS[i % OWNERS.length]}${String(1_000_000 + ((i * 7919) % 9_000_000)).slice(0, 7)}`,
  type: TYPES[(i * 31) % TYPES.length],
}));

const ROW = 36;

/**
 * 10,000 containers in one list: only the rows in view are in the page (@tanstack/react-virtual),
 * so typing and scrolling stay smooth. The arrows, Page Up/Down, Home/End and Enter work as in
 * any list box; the input names the active option for screen readers.
 */
export default function SelectVirtualized() {
  const { t, i18n } = useTranslation('extension-select');
  const listId = useId();
  const [search, setSearch] = useState('');
  const [value, setValue] = useState<string | null>(null);
  const [active, setActive] = useState(-1);
  const combobox = useCombobox({ onDropdownClose: () => setActive(-1) });
  const scroller = useRef<HTMLDivElement>(null);

  const found = useMemo(() => {
    const q = search.trim().toUpperCase();
    return q ? CONTAINERS.filter((c) => c.value.includes(q)) : CONTAINERS;
  }, [search]);

  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer is read each render by design
  const virtual = useVirtualizer({
    count: found.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW,
    overscan: 8,
  });

  const move = (index: number) => {
    if (found.length === 0) return;
    const next = Math.max(0, Math.min(found.length - 1, index));
    setActive(next);
    virtual.scrollToIndex(next, { align: 'auto' });
  };
  const choose = (index: number) => {
    const container = found[index];
    if (!container) return;
    setValue(container.value);
    setSearch(container.value);
    combobox.closeDropdown();
  };
  const optionId = (index: number) => `${listId}-${index}`;

  return (
    <Combobox store={combobox} withinPortal onOptionSubmit={() => undefined}>
      <Combobox.Target withKeyboardNavigation={false} withAriaAttributes={false}>
        <InputBase
          label={t('virtualized.label')}
          description={t('virtualized.hint', {
            total: new Intl.NumberFormat(intlLocale(i18n.language)).format(found.length),
          })}
          placeholder={t('virtualized.placeholder')}
          value={search}
          role="combobox"
          aria-expanded={combobox.dropdownOpened}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={
            combobox.dropdownOpened && active >= 0 ? optionId(active) : undefined
          }
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setActive(0);
            combobox.openDropdown();
            virtual.scrollToOffset(0);
          }}
          onClick={() => combobox.openDropdown()}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => {
            combobox.closeDropdown();
            setSearch(value ?? '');
          }}
          onKeyDown={(event) => {
            const page = Math.floor(240 / ROW);
            const keys: Record<string, () => void> = {
              ArrowDown: () =>
                combobox.dropdownOpened ? move(active + 1) : combobox.openDropdown(),
              ArrowUp: () => move(active - 1),
              PageDown: () => move(active + page),
              PageUp: () => move(active - page),
              Home: () => move(0),
              End: () => move(found.length - 1),
              Enter: () => combobox.dropdownOpened && active >= 0 && choose(active),
              Escape: () => combobox.closeDropdown(),
            };
            const act = keys[event.key];
            if (
              !act ||
              (event.key === 'Home' || event.key === 'End' ? !combobox.dropdownOpened : false)
            )
              return;
            event.preventDefault();
            act();
          }}
          data-testid="select-virtualized"
        />
      </Combobox.Target>
      <Combobox.Dropdown>
        <div
          ref={scroller}
          style={{ height: Math.min(240, Math.max(found.length, 1) * ROW), overflowY: 'auto' }}
        >
          <div
            id={listId}
            role="listbox"
            aria-label={t('virtualized.label')}
            style={{ height: virtual.getTotalSize(), position: 'relative' }}
          >
            {virtual.getVirtualItems().map((row) => {
              const container = found[row.index];
              return (
                // the keyboard chooses through the input (aria-activedescendant), as a combobox does
                // eslint-disable-next-line jsx-a11y/click-events-have-key-events
                <div
                  key={row.key}
                  id={optionId(row.index)}
                  role="option"
                  aria-selected={container.value === value}
                  aria-setsize={found.length}
                  aria-posinset={row.index + 1}
                  tabIndex={-1}
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => choose(row.index)}
                  onMouseEnter={() => setActive(row.index)}
                  data-active={row.index === active || undefined}
                  style={{
                    position: 'absolute',
                    top: 0,
                    left: 0,
                    right: 0,
                    height: ROW,
                    transform: `translateY(${row.start}px)`,
                    display: 'flex',
                    alignItems: 'center',
                    justifyContent: 'space-between',
                    padding: '0 var(--mantine-spacing-sm)',
                    borderRadius: 'var(--mantine-radius-sm)',
                    cursor: 'pointer',
                    background:
                      row.index === active ? 'var(--mantine-color-default-hover)' : undefined,
                    fontWeight: container.value === value ? 600 : undefined,
                  }}
                >
                  <Text size="sm" ff="monospace">
                    {container.value}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {container.type}
                  </Text>
                </div>
              );
            })}
          </div>
          {found.length === 0 && (
            <Text size="sm" c="dimmed" p="sm">
              {t('nothingFound')}
            </Text>
          )}
        </div>
      </Combobox.Dropdown>
    </Combobox>
  );
}
