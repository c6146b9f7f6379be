import { type PayloadAction, createSlice } from '@reduxjs/toolkit';
import { type SessionEndReason, sessionExpired } from '../api/session-events';

/** Modes of the login/signup modal (citizen spec section 2). */
export type AuthModalMode = 'login' | 'signup' | 'forgot-password';

export interface UiState {
  /** The open mode of the login/signup modal, or null when closed. */
  authModal: AuthModalMode | null;
  /** Why the server last ended the session (shown once by ProfileSync), or null. */
  sessionEnded: SessionEndReason | null;
}

const initialState: UiState = { authModal: null, sessionEnded: null };

/** Shell-level UI state (no server data: that stays in RTK Query). */
const uiSlice = createSlice({
  name: 'ui',
  initialState,
  reducers: {
    openAuthModal(state, action: PayloadAction<AuthModalMode>) {
      state.authModal = action.payload;
    },
    closeAuthModal(state) {
      state.authModal = null;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionExpired, (state, action) => {
      state.sessionEnded = action.payload.reason;
    });
    // A new session starts with no notice pending ('session/signedIn' of features/auth, matched by type).
    builder.addMatcher(
      (action) => action.type === 'session/signedIn',
      (state) => {
        state.sessionEnded = null;
      },
    );
  },
});

export const { openAuthModal, closeAuthModal } = uiSlice.actions;
export const uiReducer = uiSlice.reducer;
export const selectAuthModal = (state: { ui: UiState }) => state.ui.authModal;
export const selectSessionEnded = (state: { ui: UiState }) => state.ui.sessionEnded;
