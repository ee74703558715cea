import type { FileRejection } from '@mantine/dropzone';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Upload, UploadContentType } from '../../../../api/modules/uploads/contract';
import { ApiRequestError, type RequestErrorCode } from '../../../lib/http/api-client';
import { problemOfFile, problemOfRejection, type FileProblem } from './file-rules';
import { removeUpload, sendUpload, UploadCancelled } from './send-upload';

/** How many files go to the server at once; the others wait their turn. */
const PARALLEL = 2;

export type UploadStatus = 'refused' | 'queued' | 'uploading' | 'done' | 'failed' | 'cancelled';

/** One file of the list: its state, its progress (0 to 100) and why it failed, if it did. */
export interface UploadItem {
  key: string;
  file: File;
  status: UploadStatus;
  progress: number;
  /** refused before sending: why */
  problem?: FileProblem;
  /** refused or not answered by the server: its code and limit */
  error?: { code: RequestErrorCode; field?: string; limit?: number };
  /** the server's record once done */
  upload?: Upload;
}

/** What happened last, for the screen reader's polite announcement. */
export interface UploadNews {
  name: string;
  status: UploadStatus;
  /** counts up, so that the same news twice is announced twice */
  seq: number;
}

let nextKey = 0;

/**
 * The list of files of an upload example: files dropped or chosen are checked (type, size,
 * first bytes) and refused with a reason, or queued and sent PARALLEL at a time with their
 * progress; a file can be cancelled while it goes, sent again after a failure, and removed
 * (from the server too once done). Leaving the page cancels what is still going.
 */
export function useUploads(only?: readonly UploadContentType[]) {
  const [items, setItems] = useState<UploadItem[]>([]);
  const [news, setNews] = useState<UploadNews | undefined>();
  const controllers = useRef(new Map<string, AbortController>());

  const update = useCallback((key: string, changes: Partial<UploadItem>) => {
    setItems((list) => list.map((item) => (item.key === key ? { ...item, ...changes } : item)));
  }, []);
  const announce = useCallback((name: string, status: UploadStatus) => {
    setNews((last) => ({ name, status, seq: (last?.seq ?? 0) + 1 }));
  }, []);
  /** a new status, announced */
  const move = useCallback(
    (item: UploadItem, status: UploadStatus, changes: Partial<UploadItem> = {}) => {
      update(item.key, { ...changes, status });
      announce(item.file.name, status);
    },
    [update, announce],
  );

  const start = useCallback(
    (item: UploadItem) => {
      const controller = new AbortController();
      controllers.current.set(item.key, controller);
      update(item.key, { status: 'uploading', progress: 0, error: undefined });
      sendUpload(item.file, (progress) => update(item.key, { progress }), controller.signal)
        .then((upload) => move(item, 'done', { progress: 100, upload }))
        .catch((error: unknown) => {
          if (error instanceof UploadCancelled) move(item, 'cancelled');
          else {
            const { code, field, limit } =
              error instanceof ApiRequestError
                ? error
                : { code: 'network' as const, field: undefined, limit: undefined };
            move(item, 'failed', { error: { code, field, limit } });
          }
        })
        .finally(() => controllers.current.delete(item.key));
    },
    [update, move],
  );

  // the queue: a waiting file starts when fewer than PARALLEL are going
  useEffect(() => {
    const going = items.filter((item) => item.status === 'uploading').length;
    const waiting = items.filter(
      (item) => item.status === 'queued' && !controllers.current.has(item.key),
    );
    for (const item of waiting.slice(0, Math.max(0, PARALLEL - going))) start(item);
  }, [items, start]);

  // leaving the page stops what is still being sent
  useEffect(() => {
    const running = controllers.current;
    return () => {
      for (const controller of running.values()) controller.abort();
    };
  }, []);

  /** Files the drop zone or the button took, and those the drop zone refused. */
  const add = useCallback(
    async (files: File[], rejections: FileRejection[] = []) => {
      const checked = await Promise.all(
        files.map(async (file) => ({ file, problem: await problemOfFile(file, only) })),
      );
      const refused = rejections.map((rejection) => ({
        file: rejection.file,
        problem: problemOfRejection(rejection),
      }));
      const added: UploadItem[] = [...checked, ...refused].map(({ file, problem }) => ({
        key: `upload-${(nextKey += 1)}`,
        file,
        status: problem ? 'refused' : 'queued',
        progress: 0,
        problem,
      }));
      setItems((list) => [...list, ...added]);
      const last = added.at(-1);
      if (last) announce(last.file.name, last.status);
    },
    [only, announce],
  );

  const cancel = useCallback(
    (key: string) => {
      const controller = controllers.current.get(key);
      const item = items.find((i) => i.key === key);
      if (controller) controller.abort();
      else if (item) move(item, 'cancelled');
    },
    [items, move],
  );

  const retry = useCallback(
    (key: string) => update(key, { status: 'queued', progress: 0, error: undefined }),
    [update],
  );

  const remove = useCallback(
    async (key: string) => {
      controllers.current.get(key)?.abort();
      const item = items.find((i) => i.key === key);
      if (item?.upload) {
        await removeUpload(item.upload.id).catch(() => {
          // gone already (expired, or the session ended): nothing to remove
        });
      }
      setItems((list) => list.filter((i) => i.key !== key));
    },
    [items],
  );

  return { items, news, add, cancel, retry, remove };
}
