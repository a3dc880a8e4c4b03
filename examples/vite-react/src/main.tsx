import { configure } from '@radio/sdk';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import './app.css';

const meta = (name: string) => document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content ?? '';
const api = meta('radio-api') || 'http://127.0.0.1:4000';

// Bundled by Vite, the SDK cannot guess the API from its own URL: configure it once.
configure({ contentApiUrl: `${api}/content` });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App episode={meta('radio-episode')} radio={meta('radio-live') || 'RCFNational'} />
  </StrictMode>,
);
