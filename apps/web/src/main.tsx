import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';

const root = document.getElementById('root');
if (!root) throw new Error('#root element missing from index.html');

// The first render as a transition: React renders it in slices and yields between them, so the shell and the
// first screen do not hold the main thread in one long task (input stays answered while they render).
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
