import { combineReducers, configureStore, createListenerMiddleware, isAnyOf } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { baseApi } from '../api/base-api';
import { sessionExpired } from '../api/session-events';
import { sessionReducer, signedIn, signedOut, userUpdated } from '../features/auth/session.slice';
import { readStoredSession, writeStoredSession } from '../features/auth/session-storage';
import { uiReducer } from './ui.slice';

const rootReducer = combineReducers({
  session: sessionReducer,
  ui: uiReducer,
  [baseApi.reducerPath]: baseApi.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/**
 * The store (redux-essentials layout). The session is mirrored to local storage on every session
 * action (a profile refresh only while the stored token is still this session's); signing out (or an expired session) also drops every cached API response of the old user.
 */
export function makeStore(preloadedState?: Partial<RootState>) {
  const listener = createListenerMiddleware();
  listener.startListening({
    matcher: isAnyOf(signedIn, signedOut, userUpdated, sessionExpired),
    effect: (action, api) => {
      const { session } = api.getState() as RootState;
      // A refreshed profile is stored only while its session is still the stored one: when another account signed in
      // on this device meanwhile (another tab), writing it back would silently sign that person out and this one in
      // again, and a draft or queued complaint would then go with the wrong account.
      if (userUpdated.match(action) && readStoredSession().token !== session.token) return;
      writeStoredSession(session);
      if (signedOut.match(action) || sessionExpired.match(action)) {
        api.dispatch(baseApi.util.resetApiState());
      }
    },
  });

  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().prepend(listener.middleware).concat(baseApi.middleware),
    // RTK Query's actions tell subscribers once per batch; by default in the next animation frame, where React's
    // re-render of the subscribed components (synchronous: useSyncExternalStore) and the frame's style, layout and
    // paint then make one long task. A timer gives the re-render a task of its own (less Total Blocking Time).
    enhancers: (getDefault) => getDefault({ autoBatch: { type: 'timer', timeout: 0 } }),
  });
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
