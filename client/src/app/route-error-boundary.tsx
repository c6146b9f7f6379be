import { Component, type ReactNode } from 'react';
import { type Location, useLocation } from 'react-router-dom';
import { revealApp } from './first-paint';
import { RouteErrorPage } from './route-error-page';

interface BoundaryProps {
  location: Location;
  children: ReactNode;
}

interface BoundaryState {
  /** What the routes below threw, wrapped so that a thrown `undefined` still counts; null while they render. */
  caught: { error: unknown } | null;
  /** The address the state belongs to: a navigation clears what was caught. */
  location: Location;
}

/** Catches what the routes below throw while rendering and shows the error page until the address changes. */
class CatchingBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { caught: null, location: this.props.location };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { caught: { error } };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.location === state.location ? null : { caught: null, location: props.location };
  }

  // A page that failed shows its error page, also where the app was still hidden behind a pre-painted page.
  override componentDidCatch(): void {
    revealApp();
  }

  override render() {
    return this.state.caught ? <RouteErrorPage error={this.state.caught.error} /> : this.props.children;
  }
}

/**
 * The routes' error boundary (citizen spec section 8), in place of the data router's `errorElement`: an error thrown
 * while a page renders, or a lazy page whose chunk fails to load (a deployment replaced it), shows RouteErrorPage
 * instead of a blank screen. Navigating elsewhere renders the routes again. client/src/app/router.tsx puts one at
 * the root and one inside the shell, so that a crashing page leaves the navigation usable.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const location = useLocation();
  return <CatchingBoundary location={location}>{children}</CatchingBoundary>;
}
