// No async boundary (`import('./bootstrap')`) as with webpack: @module-federation/vite's host init settles the shared
// singletons (react, react-dom, …) before this module runs.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './App';

// The element is in index.html.
createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>,
);
