import { useState, type FormEvent } from 'react';
import { useSnapshot } from 'valtio';
import { login, sessionStore } from '../../state/app';
import type { RouteProps } from '../routes';

/** Sign in with username and password; the session lives in an HTTP-only cookie. */
export default function LoginPage({ search }: RouteProps) {
  const { login: state } = useSnapshot(sessionStore);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const submit = (e: FormEvent): void => {
    e.preventDefault();
    void login(username, password, search.get('next'));
  };
  return (
    <main className="login-page">
      <form className="login-card" onSubmit={submit} aria-labelledby="login-title" data-test="login-form">
        <h1 id="login-title">Sign in to Tessera</h1>
        <label>
          Username
          <input
            name="username"
            autoComplete="username"
            value={username}
            onChange={(e) => setUsername(e.target.value)}
            required
            autoFocus
            data-test="login-username"
          />
        </label>
        <label>
          Password
          <input
            name="password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            required
            data-test="login-password"
          />
        </label>
        {state.error ? (
          <p className="form-error" role="alert" data-test="login-error">
            {state.error}
          </p>
        ) : null}
        <button type="submit" className="btn btn-primary" disabled={state.pending} data-test="login-submit">
          {state.pending ? 'Signing in…' : 'Sign in'}
        </button>
      </form>
    </main>
  );
}
