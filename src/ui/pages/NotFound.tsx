import { Link } from '../Link';

/** Shown for an address no page serves. */
export default function NotFound() {
  return (
    <section className="page" data-test="not-found-page">
      <h1>Page not found</h1>
      <p>
        Nothing lives at this address. <Link to="/superset/welcome/">Go home</Link>
      </p>
    </section>
  );
}
