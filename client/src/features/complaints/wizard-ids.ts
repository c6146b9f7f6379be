/**
 * The ids of the wizard's fields that a blocked step focuses (complaint-page.tsx), apart from the steps' components:
 * the wizard's first step loads without the later steps' code (they are lazy chunks), and a constant imported from a
 * step's module would bring the whole module with it.
 */

/** Step 2's text fields. */
export const STEP_TWO_IDS = { title: 'complaint-title', location: 'complaint-location' } as const;
/** The gallery picker: the field a photo hint focuses (the camera is offered beside it). */
export const PHOTO_INPUT_ID = 'complaint-photos';
/** The camera: a phone opens its back camera for it, a computer its file chooser. */
export const CAMERA_INPUT_ID = 'complaint-photo-camera';
/** 'Detect my location', which a missing pin's hint focuses. */
export const PIN_BUTTON_ID = 'complaint-pin-detect';
/** Step 3's authorisation checkbox. */
export const AUTHORIZE_ID = 'complaint-authorize';
