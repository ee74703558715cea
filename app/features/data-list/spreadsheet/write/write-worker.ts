/**
 * The export's Web Worker: writes a file from a header row and rows, so that 50,000 rows never
 * block the page, and is the only place the app loads exceljs (docs/architecture.md decision 15).
 * It posts its progress (rows written of the total) and then the file's bytes, transferred.
 */
import type { WriteRequest, WriteReply } from './write-messages';
import { writeSpreadsheet } from './write-spreadsheet';

const post = (reply: WriteReply, transfer: Transferable[] = []) =>
  self.postMessage(reply, { transfer });

self.onmessage = async ({ data }: MessageEvent<WriteRequest>) => {
  try {
    const bytes = await writeSpreadsheet(data.format, data.header, data.rows, {
      autoWidth: data.autoWidth,
      sheetName: data.sheetName,
      onProgress: (written, total) => post({ type: 'progress', written, total }),
    });
    // a view over part of a larger buffer (Node-style Buffer pools) is copied; else transferred
    const buffer =
      bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength
        ? (bytes.buffer as ArrayBuffer)
        : (bytes.slice().buffer as ArrayBuffer);
    post({ type: 'done', bytes: buffer }, [buffer]);
  } catch (error) {
    post({ type: 'error', message: error instanceof Error ? error.message : String(error) });
  }
};
