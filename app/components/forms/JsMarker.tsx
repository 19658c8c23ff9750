import { useHydrated } from 'remix-utils/use-hydrated';
import { JS_MARKER } from '~/lib/forms/js-marker';

/** The hidden `via=fetcher` field, rendered only once JavaScript runs (see lib/js-marker.ts). */
export function JsMarker() {
  return useHydrated() ? <input type="hidden" name={JS_MARKER.name} value={JS_MARKER.value} /> : null;
}
