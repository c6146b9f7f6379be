/** exifr's lite build (JPEG, HEIC, TIFF and PNG; GPS included) has the same API as the full build (STACK.md). */
declare module 'exifr/dist/lite.esm.mjs' {
  import exifr from 'exifr';
  export default exifr;
}
