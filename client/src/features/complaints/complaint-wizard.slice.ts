import { DEFAULT_URGENCY, type LatLng, type Urgency } from '@civic/contracts';
import { type PayloadAction, createSlice } from '@reduxjs/toolkit';
import type { LocationSelection } from '../../components/location-picker/location-picker-modal';
import { EMPTY_LOCATION, type LocationState, type UserLocationSource, photoLocated, photoRemoved, userPinSet } from './location-source';
import type { PhotoItem } from './photo-checks';
import type { UploadStage } from './photo-upload';

/**
 * The complaint wizard's UI state (citizen spec sections 2 and 4): the step, the form, the photos with
 * their upload status and the exact point. It holds File objects and lives only while the page is open,
 * so the page runs this reducer with React's useReducer instead of the app store. Server data
 * (categories, quota, plans, uploads config) stays in RTK Query.
 */

export type WizardStep = 1 | 2 | 3;

export interface ComplaintForm {
  category: string;
  /** A subcategory choice, 'Other', or '' when none is chosen. */
  subcategory: string;
  otherText: string;
  title: string;
  description: string;
  location: string;
  landmark: string;
  urgency: Urgency;
  anonymous: boolean;
  /** 'Show my title, description and photos publicly': off by default, unavailable when anonymous. */
  showPublicly: boolean;
  /** District, taluka and village or ULB from the location picker (optional). */
  geo: LocationSelection | null;
  authorize: boolean;
}

export type TextField = 'otherText' | 'title' | 'description' | 'location' | 'landmark';

export interface WizardState {
  step: WizardStep;
  form: ComplaintForm;
  photos: PhotoItem[];
  location: LocationState;
  /** Steps whose Next (or Submit) was pressed: their blocking hints are shown from then on. */
  attempted: Record<WizardStep, boolean>;
}

export const EMPTY_FORM: ComplaintForm = {
  category: '',
  subcategory: '',
  otherText: '',
  title: '',
  description: '',
  location: '',
  landmark: '',
  urgency: DEFAULT_URGENCY,
  anonymous: false,
  showPublicly: false,
  geo: null,
  authorize: false,
};

export function initialWizardState(category = ''): WizardState {
  return { step: 1, form: { ...EMPTY_FORM, category }, photos: [], location: EMPTY_LOCATION, attempted: { 1: false, 2: false, 3: false } };
}

const complaintWizardSlice = createSlice({
  name: 'complaintWizard',
  initialState: () => initialWizardState(),
  reducers: {
    /** Changing the category clears the specific issue (citizen spec section 4). */
    categoryChosen(state, action: PayloadAction<string>) {
      if (state.form.category === action.payload) return;
      state.form.category = action.payload;
      state.form.subcategory = '';
      state.form.otherText = '';
    },
    subcategoryChosen(state, action: PayloadAction<string>) {
      state.form.subcategory = action.payload;
    },
    textChanged(state, action: PayloadAction<{ field: TextField; value: string }>) {
      state.form[action.payload.field] = action.payload.value;
    },
    urgencyChosen(state, action: PayloadAction<Urgency>) {
      state.form.urgency = action.payload;
    },
    /** Filing anonymously withdraws the public opt-in (the server would ignore it anyway). */
    anonymousSet(state, action: PayloadAction<boolean>) {
      state.form.anonymous = action.payload;
      if (action.payload) state.form.showPublicly = false;
    },
    showPubliclySet(state, action: PayloadAction<boolean>) {
      state.form.showPublicly = action.payload && !state.form.anonymous;
    },
    geoChosen(state, action: PayloadAction<LocationSelection | null>) {
      state.form.geo = action.payload;
    },
    authorizeSet(state, action: PayloadAction<boolean>) {
      state.form.authorize = action.payload;
    },
    /** Next or Submit pressed on a step: show its hints. */
    stepAttempted(state, action: PayloadAction<WizardStep>) {
      state.attempted[action.payload] = true;
    },
    stepChanged(state, action: PayloadAction<WizardStep>) {
      state.step = action.payload;
    },

    photosAdded(state, action: PayloadAction<Pick<PhotoItem, 'id' | 'file' | 'name' | 'previewUrl'>[]>) {
      for (const p of action.payload) state.photos.push({ ...p, status: 'pending' });
    },
    uploadStarted(state, action: PayloadAction<string>) {
      const photo = state.photos.find((p) => p.id === action.payload);
      if (photo) {
        photo.status = 'uploading';
        delete photo.error;
        delete photo.stage;
      }
    },
    /** A photo's upload moved on: resized so far, or on its way. */
    uploadProgressed(state, action: PayloadAction<{ id: string; stage: UploadStage }>) {
      const photo = state.photos.find((p) => p.id === action.payload.id);
      if (photo && photo.status === 'uploading') photo.stage = action.payload.stage;
    },
    uploadSucceeded(state, action: PayloadAction<{ id: string; url: string }>) {
      const photo = state.photos.find((p) => p.id === action.payload.id);
      if (photo) {
        photo.status = 'done';
        delete photo.stage;
        photo.url = action.payload.url;
      }
    },
    uploadFailed(state, action: PayloadAction<{ id: string; message: string }>) {
      const photo = state.photos.find((p) => p.id === action.payload.id);
      if (photo) {
        photo.status = 'error';
        delete photo.stage;
        photo.error = action.payload.message;
      }
    },
    photoRemovedFromList(state, action: PayloadAction<string>) {
      state.photos = state.photos.filter((p) => p.id !== action.payload);
      state.location = photoRemoved(state.location, action.payload);
    },
    /** A photo's EXIF GPS was read (ignored when the photo was removed meanwhile). */
    photoGpsRead(state, action: PayloadAction<{ id: string; point: LatLng }>) {
      const photo = state.photos.find((p) => p.id === action.payload.id);
      if (photo) state.location = photoLocated(state.location, photo.id, photo.name, action.payload.point);
    },
    pinChosen(state, action: PayloadAction<{ point: LatLng; source: UserLocationSource; accuracy?: number }>) {
      state.location = userPinSet(state.location, action.payload.point, action.payload.source, action.payload.accuracy);
    },
    locationNoticeDismissed(state) {
      state.location.notice = null;
    },
    /** A draft kept on this device was read back: its step, fields, photos and location. */
    draftRestored(_state, action: PayloadAction<Pick<WizardState, 'step' | 'form' | 'photos' | 'location'>>) {
      return { ...initialWizardState(), ...action.payload };
    },
    /** File Another Complaint. */
    wizardReset(_state, action: PayloadAction<string | undefined>) {
      return initialWizardState(action.payload);
    },
  },
});

export const wizardActions = complaintWizardSlice.actions;
export const complaintWizardReducer = complaintWizardSlice.reducer;
export type WizardAction = ReturnType<(typeof wizardActions)[keyof typeof wizardActions]>;
