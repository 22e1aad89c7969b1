import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { iniciarAppInstalable } from './offline/pwa/iniciar';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

// after the first render: the service worker's registration is a chunk of its own (src/offline/pwa/)
iniciarAppInstalable();
