export { TillSessionsPage } from './sessions-page';
export { TillSessionBar } from './till-session-bar';
