import { IconRefresh } from '../../components/inline-icons';
import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import classes from './root-error.module.css';
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
    <div className={classes.overlay}>
      <FailureScreen chunk />
    </div>
  );
}

function FailureScreen({ chunk, status }: { chunk: boolean; status?: number }) {
  const { t } = useTranslation('errors', { useSuspense: false });
  return (
    // Plain elements: this screen is part of every page's first load (decision 0006).
    <main className={classes.screen}>
      <div className={classes.box} data-testid={chunk ? 'chunk-error' : 'root-error'}>
        <h1 className={classes.title}>
          {chunk
            ? t('chunk.title', 'A part of the page failed to load')
            : t('unexpected.title', 'Something went wrong')}
        </h1>
        <p className={classes.text}>
          {chunk
            ? t('chunk.body', 'A newer version may be available. Reload the page to continue.')
            : t(
                'unexpected.body',
                'An unexpected error occurred. Reload the page or go back to the home page.',
              )}
        </p>
        {status ? <p className={classes.status}>{status}</p> : null}
        <button type="button" className={classes.reload} onClick={() => window.location.reload()}>
          <IconRefresh size={18} aria-hidden />
          {t('chunk.reload', 'Reload')}
        </button>
        <a href="/" className={classes.home}>
          {t('back-home', 'Back to home')}
        </a>
      </div>
    </main>
  );
}
