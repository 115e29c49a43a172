import { THEME } from './client-constants';

/** Runs in <head> before the first paint (app/document.tsx); allowed by the CSP as Next.js's own inline scripts are. */
export const THEME_INIT_SCRIPT = `try{var t=localStorage.getItem(${JSON.stringify(THEME.storageKey)});if(t==="light"||t==="dark")document.documentElement.dataset.theme=t}catch(e){}`;
