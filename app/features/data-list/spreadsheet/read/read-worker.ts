/// <reference lib="webworker" />
/**
 * The Web Worker that reads and checks a spreadsheet (docs/decisions/0061): started by
 * readSpreadsheet (./read-spreadsheet.ts) with the file; posts its progress, then the reading or
 * the reason it refused the file.
 */
import { readAndCheck } from './read-and-check';
import type { WorkerReply, WorkerRequest } from './read-spreadsheet';
import { SpreadsheetReadError } from './types';

const scope = self as unknown as DedicatedWorkerGlobalScope;
const post = (reply: WorkerReply) => scope.postMessage(reply);

scope.onmessage = async (event: MessageEvent<WorkerRequest>) => {
  const { file, fileName } = event.data;
  let shown = -1;
  try {
    const reading = await readAndCheck(file, fileName, {
      onProgress(fraction) {
        // a message per whole percent at most
        const percent = Math.floor(fraction * 100);
        if (percent === shown) return;
        shown = percent;
        post({ type: 'progress', fraction });
      },
    });
    post({ type: 'done', reading });
  } catch (error) {
    post({
      type: 'failed',
      reason: error instanceof SpreadsheetReadError ? error.reason : 'notSpreadsheet',
    });
  }
};
