import { useLocation } from '@remix-run/react';
import { JsMarker } from './JsMarker';

/**
 * The hidden fields of a shopper's form that posts to a resource route (cart, wish list): the
 * page to come back to (this one; the 303 without JavaScript) and, once hydrated, the JavaScript
 * marker. `marker={false}` for a form that stays a plain post even with JavaScript.
 */
export function ReturnHereFields({ name, marker = true }: { name: string; marker?: boolean }) {
  const location = useLocation();
  return (
    <>
      <input type="hidden" name={name} value={location.pathname + location.search} />
      {marker && <JsMarker />}
    </>
  );
}
