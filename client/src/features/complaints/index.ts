/*
 * What the complaints feature offers the other features: the photo field of the fix and reopen dialogs (each photo
 * checked, resized with its EXIF GPS kept, and uploaded at once, with Retry and Remove), which the public page's
 * "still broken" report uses too. Another feature imports these from here, never a file inside features/complaints.
 */
export { PhotoInput, useAfterPhotos } from './fix-panel';
export { PhotoList } from './photo-list';
