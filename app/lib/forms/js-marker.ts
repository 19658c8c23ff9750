/**
 * The one "JavaScript sent this" marker. Forms rendered with JavaScript carry the hidden field
 * `via=fetcher` (components/forms/JsMarker.tsx); a plain HTML post never has it. Actions read it
 * to answer data (and keep the page in place) instead of a 303 with a toast.
 */
export const JS_MARKER = { name: 'via', value: 'fetcher' } as const;

export function isFromJavaScript(form: FormData): boolean {
  return form.get(JS_MARKER.name) === JS_MARKER.value;
}
