import { randomBytes } from 'node:crypto';

export interface Part {
  name: string;
  /** Present for a file part. */
  filename?: string;
  contentType?: string;
  data: Buffer | string;
}

/** A multipart/form-data body built byte by byte, so tests control every header and name. */
export function multipartBody(parts: readonly Part[]): { body: Buffer; contentType: string } {
  const boundary = `----examensportal${randomBytes(12).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    let header = `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"`;
    if (part.filename !== undefined) header += `; filename="${part.filename}"`;
    header += '\r\n';
    if (part.filename !== undefined || part.contentType) {
      header += `Content-Type: ${part.contentType ?? 'application/octet-stream'}\r\n`;
    }
    chunks.push(Buffer.from(`${header}\r\n`, 'utf8'), Buffer.from(part.data), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

const pad = (head: Buffer, size: number, fill = 0x20) => {
  if (size < head.length) return head.subarray(0, size);
  return Buffer.concat([head, Buffer.alloc(size - head.length, fill)]);
};

/** Files of a given size whose first bytes are those of the named format. */
export const sample = {
  pdf: (size = 2048) =>
    pad(Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj\n<< /Type /Catalog >>\nendobj\n', 'latin1'), size),
  png: (size = 2048) => {
    const ihdr = Buffer.concat([
      Buffer.from([0, 0, 0, 13]),
      Buffer.from('IHDR'),
      Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0]),
      Buffer.from([0x90, 0x77, 0x53, 0xde]),
    ]);
    const idatLength = Math.max(0, size - 8 - ihdr.length - 12);
    const idat = Buffer.alloc(8);
    idat.writeUInt32BE(idatLength, 0);
    idat.write('IDAT', 4, 'latin1');
    return pad(
      Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), ihdr, idat]),
      size,
      0,
    );
  },
  jpg: (size = 2048) =>
    pad(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1]), size, 0),
  gif: (size = 2048) => pad(Buffer.from('GIF89a\x01\x00\x01\x00\x80\x00\x00', 'latin1'), size, 0),
  html: (size = 2048) => pad(Buffer.from('<!doctype html><html><script>alert(1)</script>'), size),
  svg: (size = 2048) =>
    pad(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), size),
};
