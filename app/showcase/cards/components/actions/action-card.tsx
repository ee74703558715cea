import {
  ActionIcon,
  Box,
  Collapse,
  Group,
  LoadingOverlay,
  Title,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { IconChevronDown, IconRefresh, IconX } from '@tabler/icons-react';
import { useId, useState, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { DemoCard } from '../basic/demo-card';

/** The time the loading state stays at least, so that a quick reply still shows it happened. */
const MIN_BUSY_MS = 400;

export interface ActionCardProps {
  title: string;
  /** Shows the collapse/expand button. */
  collapsible?: boolean;
  /** Shows the refresh button; reads the card's data again (a rejected promise: a failure). */
  onRefresh?: () => Promise<{ isError: boolean }>;
  /** Shows the remove button. */
  onRemove?: () => void;
  /** The heading, for the page to move the focus to (it takes focus with tabIndex -1). */
  headingRef?: Ref<HTMLHeadingElement>;
  testId: string;
  children: ReactNode;
}

/**
 * A card with actions in its header: collapse/expand (300 ms, none with reduced motion), refresh
 * (a loading overlay, aria-busy, then "Updated" in a polite live region) and remove. Each action
 * is a labelled icon button, reachable with the keyboard.
 */
export function ActionCard({
  title,
  collapsible = false,
  onRefresh,
  onRemove,
  headingRef,
  testId,
  children,
}: ActionCardProps) {
  const { t } = useTranslation('cards');
  const bodyId = useId();
  const titleId = useId();
  const [expanded, setExpanded] = useState(true);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState('');
  const reduceMotion = useReducedMotion();

  const refresh = async () => {
    if (!onRefresh || busy) return;
    setBusy(true);
    setStatus('');
    const [result] = await Promise.all([
      onRefresh().catch(() => ({ isError: true })),
      new Promise((resolve) => setTimeout(resolve, MIN_BUSY_MS)),
    ]);
    setBusy(false);
    setStatus(result.isError ? t('actions.refreshFailed') : t('actions.updated'));
  };

  const toggleLabel = expanded ? t('actions.collapse') : t('actions.expand');

  return (
    <DemoCard titleId={titleId} testId={testId}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Title order={2} size="h4" id={titleId} ref={headingRef} tabIndex={-1}>
          {title}
        </Title>
        <Group gap={4} wrap="nowrap">
          {collapsible && (
            <HeaderAction
              label={toggleLabel}
              testId="card-collapse"
              onClick={() => setExpanded((e) => !e)}
              aria-expanded={expanded}
              aria-controls={bodyId}
            >
              <IconChevronDown
                size={20}
                aria-hidden
                style={{
                  transform: expanded ? undefined : 'rotate(-90deg)',
                  transition: reduceMotion ? undefined : 'transform 300ms ease',
                }}
              />
            </HeaderAction>
          )}
          {onRefresh && (
            <HeaderAction
              label={t('actions.refresh')}
              testId="card-refresh"
              onClick={() => void refresh()}
              aria-disabled={busy || undefined}
            >
              <IconRefresh size={20} aria-hidden />
            </HeaderAction>
          )}
          {onRemove && (
            <HeaderAction label={t('actions.remove')} testId="card-remove" onClick={onRemove}>
              <IconX size={20} aria-hidden />
            </HeaderAction>
          )}
        </Group>
      </Group>
      <Collapse
        id={bodyId}
        expanded={expanded}
        transitionDuration={reduceMotion ? 0 : 300}
        data-testid="card-body"
      >
        <Box pos="relative" pt="md" aria-busy={busy} data-testid="card-content">
          <LoadingOverlay
            visible={busy}
            zIndex={1}
            overlayProps={{ blur: 1 }}
            loaderProps={{ 'aria-label': t('actions.loading'), role: 'status' } as object}
          />
          {children}
        </Box>
      </Collapse>
      {onRefresh && (
        <VisuallyHidden role="status" aria-live="polite" data-testid="card-status">
          {status}
        </VisuallyHidden>
      )}
    </DemoCard>
  );
}

/** An icon button of the card's header, named by its label (also its tooltip). */
function HeaderAction({
  label,
  testId,
  children,
  ...aria
}: {
  label: string;
  testId: string;
  onClick: () => void;
  children: ReactNode;
  'aria-expanded'?: boolean;
  'aria-controls'?: string;
  'aria-disabled'?: boolean;
}) {
  return (
    <Tooltip label={label} withinPortal>
      <ActionIcon
        variant="subtle"
        color="gray"
        size="lg"
        aria-label={label}
        data-testid={testId}
        {...aria}
      >
        {children}
      </ActionIcon>
    </Tooltip>
  );
}
