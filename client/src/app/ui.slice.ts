import { type PayloadAction, createSlice } from '@reduxjs/toolkit';

/** Modes of the login/signup modal (citizen spec section 2). */
export type AuthModalMode = 'login' | 'signup' | 'forgot-password';

export interface UiState {
  /** The open mode of the login/signup modal, or null when closed. */
  authModal: AuthModalMode | null;
}

const initialState: UiState = { authModal: null };

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
});

export const { openAuthModal, closeAuthModal } = uiSlice.actions;
export const uiReducer = uiSlice.reducer;
export const selectAuthModal = (state: { ui: UiState }) => state.ui.authModal;
