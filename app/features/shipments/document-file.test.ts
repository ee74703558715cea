import { describe, expect, it } from 'vitest';
import { DOCUMENT_MAX_BYTES } from '../../../api/contract/documents';
import { checkDocumentFile } from './document-file';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10];

describe('a shipment document checked in the page', () => {
  it('takes a PDF, PNG or JPEG by its bytes, whatever its name or declared type', async () => {
    const pdf = new File(['%PDF-1.7\n%%EOF'], 'scan.png', { type: 'image/png' });
    expect(await checkDocumentFile(pdf)).toEqual({ type: 'application/pdf' });
    expect(await checkDocumentFile(new Blob([new Uint8Array(PNG)]))).toEqual({ type: 'image/png' });
    expect(await checkDocumentFile(new Blob([new Uint8Array(JPEG)]))).toEqual({
      type: 'image/jpeg',
    });
  });

  it('refuses text named .pdf, a GIF and an empty file', async () => {
    const text = new File(['not a pdf at all'], 'invoice.pdf', { type: 'application/pdf' });
    expect(await checkDocumentFile(text)).toEqual({ problem: 'wrong-type' });
    expect(await checkDocumentFile(new Blob(['GIF89a....']))).toEqual({ problem: 'wrong-type' });
    expect(await checkDocumentFile(new Blob([]))).toEqual({ problem: 'empty' });
  });

  it('refuses a file over the limit before reading it', async () => {
    const big = new Blob([new Uint8Array(DOCUMENT_MAX_BYTES + 1)]);
    expect(await checkDocumentFile(big)).toEqual({ problem: 'too-large' });
    const limit = new Uint8Array(DOCUMENT_MAX_BYTES);
    limit.set([0x25, 0x50, 0x44, 0x46, 0x2d]);
    expect(await checkDocumentFile(new Blob([limit]))).toEqual({ type: 'application/pdf' });
  });
});
