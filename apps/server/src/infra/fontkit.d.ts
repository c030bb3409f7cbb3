// fontkit ships no types; pdfkit uses it internally and accepts its font objects as font sources.
declare module 'fontkit' {
  export interface Font {
    postscriptName: string;
    layout(text: string): unknown;
  }
  export function create(buffer: Uint8Array, postscriptName?: string): Font;
}
