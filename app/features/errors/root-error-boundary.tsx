import { Button, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { chunkLoadFailed, isChunkLoadError, onChunkLoadFailed, reloadOnce } from './chunk-reload';

/** The last line of defence: a failed chunk load (reloads once) or an unexpected error. */
export function RootErrorBoundary() {
  const error = useRouteError();
  const chunk = isChunkLoadError(error);

  useEffect(() => {
    // A newer deployment replaced the chunk: reload once (never in a loop, see chunk-reload.ts).
    if (chunk) reloadOnce();
  }, [chunk]);

  return (
    <FailureScreen chunk={chunk} status={isRouteErrorResponse(error) ? error.status : undefined} />
  );
}

/**
 * Shown over everything when a screen's chunk failed again after the one reload: React Router then
 * has nothing to render (its own reload is skipped), so the root layout shows this instead.
 */
export function ChunkFailureNotice() {
  const failed = useSyncExternalStore(onChunkLoadFailed, chunkLoadFailed, () => false);
  if (!failed) return null;
  return (
    <div
      style={{ position: 'fixed', inset: 0, zIndex: 1000, background: 'var(--mantine-color-body)' }}
    >
      <FailureScreen chunk />
    </div>
  );
}

function FailureScreen({ chunk, status }: { chunk: boolean; status?: number }) {
  const { t } = useTranslation('errors', { useSuspense: false });
  return (
    // Plain layout elements: this screen is part of every page's first load (decision 0003).
    <main style={{ minHeight: '100vh', display: 'grid', placeItems: 'center', padding: 16 }}>
      <div
        style={{
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          gap: 16,
          maxWidth: 480,
          textAlign: 'center',
        }}
        data-testid={chunk ? 'chunk-error' : 'root-error'}
      >
        <Title order={1}>
          {chunk
            ? t('chunk.title', 'A part of the page failed to load')
            : t('unexpected.title', 'Something went wrong')}
        </Title>
        <Text c="dimmed">
          {chunk
            ? t('chunk.body', 'A newer version may be available. Reload the page to continue.')
            : t(
                'unexpected.body',
                'An unexpected error occurred. Reload the page or go back to the home page.',
              )}
        </Text>
        {status ? <Text ff="monospace">{status}</Text> : null}
        <Button
          leftSection={<IconRefresh size={18} aria-hidden />}
          onClick={() => window.location.reload()}
        >
          {t('chunk.reload', 'Reload')}
        </Button>
        <Button component="a" href="/" variant="subtle">
          {t('back-home', 'Back to home')}
        </Button>
      </div>
    </main>
  );
}
