import type { ComponentType } from 'react';
import { useAppDispatch, useAppSelector } from './hooks';
import { type AuthModalMode, closeAuthModal, selectAuthModal } from './ui.slice';

export interface AuthModalProps {
  mode: AuthModalMode;
  onClose: () => void;
}

let registered: ComponentType<AuthModalProps> | null = null;

/**
 * Registers the login/signup modal (the identity feature does it once, e.g. in router.tsx). Until one
 * is registered, `openAuthModal` changes the state and nothing is shown.
 */
export function registerAuthModal(component: ComponentType<AuthModalProps> | null): void {
  registered = component;
}

/** Renders the registered modal in the mode of the ui slice. */
export function AuthModalSlot() {
  const mode = useAppSelector(selectAuthModal);
  const dispatch = useAppDispatch();
  if (!mode || !registered) return null;
  const Modal = registered;
  return <Modal mode={mode} onClose={() => dispatch(closeAuthModal())} />;
}
