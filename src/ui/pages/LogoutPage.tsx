import { useEffect } from 'react';
import { logout } from '../../state/app';

/** Ends the session, then shows the login page. */
export default function LogoutPage() {
  useEffect(() => {
    void logout();
  }, []);
  return <p className="page muted">Signing out…</p>;
}
