export { useCurrentUser } from './api/get-current-user';
export { LoginPage } from './login-page';
export { LogoutPage } from './logout-page';
export { loginStateFor, rememberedPath } from './remembered-path';
export { type SessionState, useEndSession, useSession, useToken } from './use-session';
