import type { FileRejection } from '@mantine/dropzone';
import { describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES } from '../../../../api/modules/uploads/contract';
import { problemOfFile, problemOfRejection } from './file-rules';

const pdfBytes = (size: number) => {
  const bytes = new Uint8Array(size);
  bytes.set(new TextEncoder().encode('%PDF-1.7\n'));
  return bytes;
};
const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d];
const file = (parts: BlobPart[], name: string, type: string) => new File(parts, name, { type });

describe('problemOfFile: the page checks a file as the server will', () => {
  it('takes a PDF, PNG or JPEG whose first bytes are that type', async () => {
    expect(await problemOfFile(file([pdfBytes(64)], 'bol.pdf', 'application/pdf'))).toBeUndefined();
    expect(
      await problemOfFile(file([new Uint8Array(PNG_HEAD)], 'seal.png', 'image/png')),
    ).toBeUndefined();
    expect(
      await problemOfFile(
        file([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'door.jpg', 'image/jpeg'),
      ),
    ).toBeUndefined();
  });

  it('refuses another type, a file too large, and a renamed file', async () => {
    expect(await problemOfFile(file(['TGHU 874512 3'], 'list.txt', 'text/plain'))).toBe('type');
    expect(await problemOfFile(file([pdfBytes(64)], 'no-type', ''))).toBe('type');
    expect(
      await problemOfFile(file([pdfBytes(UPLOAD_MAX_BYTES + 1)], 'scan.pdf', 'application/pdf')),
    ).toBe('size');
    expect(await problemOfFile(file(['not a PDF'], 'fake.pdf', 'application/pdf'))).toBe('content');
    // a PNG declared a PDF: its bytes give it away
    expect(
      await problemOfFile(file([new Uint8Array(PNG_HEAD)], 'photo.pdf', 'application/pdf')),
    ).toBe('content');
  });

  it('narrows to the types an example takes', async () => {
    const pictures = ['image/png', 'image/jpeg'] as const;
    expect(await problemOfFile(file([pdfBytes(64)], 'bol.pdf', 'application/pdf'), pictures)).toBe(
      'type',
    );
  });

  it('names the drop zone’s refusals', () => {
    const refusal = (...codes: string[]): FileRejection => ({
      file: Object.assign(file(['x'], 'x.txt', 'text/plain'), {
        path: './x.txt',
        relativePath: './x.txt',
      }),
      errors: codes.map((code) => ({ code, message: code })),
    });
    expect(problemOfRejection(refusal('too-many-files', 'file-invalid-type'))).toBe('count');
    expect(problemOfRejection(refusal('file-too-large'))).toBe('size');
    expect(problemOfRejection(refusal('file-invalid-type'))).toBe('type');
  });
});
