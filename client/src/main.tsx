import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import './i18n/i18n';
import { createAppRouter } from './app/router';
import { makeStore } from './app/store';
import './index.css';

const store = makeStore();
const router = createAppRouter();

const root = createRoot(document.getElementById('root')!);
// The first render as a transition: React renders it in slices that yield to the browser every few milliseconds
// instead of one long task, so input stays responsive while the app starts (Lighthouse's Total Blocking Time on a
// mid-range phone, issue 14).
startTransition(() => {
  root.render(
    <StrictMode>
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>
    </StrictMode>,
  );
});
