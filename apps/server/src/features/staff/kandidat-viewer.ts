// Headers of the back-office's document viewer. The file is shown inline, but only inside our own
// pages: frame-ancestors 'self' (and X-Frame-Options SAMEORIGIN for old browsers), nothing may load
// from it, and no sniffing. Images and anything but a PDF are also sandboxed (no script, no origin);
// a PDF is not, because Chromium's PDF viewer refuses to render in a sandboxed document.
export function viewerCsp(contentType: string): string {
  const base = "default-src 'none'; frame-ancestors 'self'";
  return contentType === 'application/pdf' ? base : `sandbox; ${base}`;
}
