import QRCode from 'qrcode';

/**
 * The QR code of a response link as a PNG data URL for pdfmake (the `qrcode` package): error correction M, a
 * one-module quiet zone, 256 px, so that a phone reads it from a printed A4 letter at 96 pt.
 */
export function responseQrPng(url: string): Promise<string> {
  return QRCode.toDataURL(url, { errorCorrectionLevel: 'M', margin: 1, width: 256, type: 'image/png' });
}
