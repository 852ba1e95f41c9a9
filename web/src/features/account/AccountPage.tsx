import { LoginPage } from './login/LoginPage';

/**
 * Entry of the account feature, loaded on demand by the router: /login and
 * /rescue-anonymous-session, each under its route's title. Decision: rescuing a session is logging
 * in to the account the visitor made.
 */
export function AccountPage({ title }: { title: string }) {
  return <LoginPage heading={title} />;
}
