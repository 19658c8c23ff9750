import type { MetaFunction } from '@remix-run/node';
import { Form } from '@remix-run/react';
import { originFromMatches, privatePageMeta } from '~/lib/seo/page-meta';

// Never in search results (ADR 0100).
export const meta: MetaFunction = ({ matches }) => privatePageMeta(originFromMatches(matches), 'Age verification');

/** Where "No" at the age gate leads: the logo and a three-part age message. */
export default function AgeVerify() {
  return (
    <section className="container status-page age-verify" aria-labelledby="age-verify-title">
      <img className="age-gate__logo" src="/logo.svg" alt="Liquor Express" width={220} height={56} />
      <h1 id="age-verify-title" className="age-verify__title">
        Sorry, you must be 21 or older
      </h1>
      <p className="age-verify__lead">to enter Liquor Express.</p>
      <p className="age-verify__note">Please come back when you are of legal drinking age. Enjoy responsibly.</p>
      <Form method="post" action="/resources/age-gate" className="age-verify__retry">
        <input type="hidden" name="redirectTo" value="/" />
        <button type="submit" name="answer" value="yes" className="link-button">
          I answered by mistake: I am 21 or older
        </button>
      </Form>
    </section>
  );
}
