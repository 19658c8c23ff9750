import { useFetcher } from '@remix-run/react';
import { useEffect, useId, useRef } from 'react';
import { IntentButton } from '~/components/forms/IntentButton';
import { ReturnHereFields } from '~/components/forms/ReturnHereFields';
import { PROMO_FETCHER_KEY, PROMO_FIELDS, PROMO_INTENTS } from '~/lib/forms/promo-code-form';

/**
 * The cart page's "Promo code" field: a plain form posting to /resources/promo-code (the answer
 * is the toast), through the shared fetcher once JavaScript runs. `storedCode` and `refusal`:
 * an applied code that can no longer be used (expired, used up…) and why, with its remove button.
 */
export function PromoCodeForm({ storedCode, refusal }: { storedCode: string | null; refusal: string | null }) {
  const id = useId();
  const fetcher = useFetcher<{ ok: boolean }>({ key: PROMO_FETCHER_KEY });
  const form = useRef<HTMLFormElement>(null);
  const applied = fetcher.state === 'idle' && fetcher.data?.ok === true;
  // An accepted code shows as its saving line: the field is emptied for the next one.
  useEffect(() => {
    if (applied) form.current?.reset();
  }, [applied]);
  const noteId = `${id}-note`;
  return (
    <div className="field promo-code">
      <fetcher.Form ref={form} method="post" action="/resources/promo-code">
        <ReturnHereFields name={PROMO_FIELDS.redirectTo} />
        <label htmlFor={`${id}-code`} className="field__label">
          Promo code
        </label>
        <div className="promo-code__row">
          <input
            id={`${id}-code`}
            name={PROMO_FIELDS.code}
            className="field__input"
            type="text"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={100}
            aria-describedby={refusal ? noteId : undefined}
          />
          <IntentButton
            name={PROMO_FIELDS.intent}
            value={PROMO_INTENTS.apply}
            className="btn btn--secondary"
            disabled={fetcher.state !== 'idle'}
          >
            Apply
          </IntentButton>
        </div>
      </fetcher.Form>
      {storedCode && refusal && (
        <div className="promo-code__refused">
          <p id={noteId} className="promo-code__note promo-code__note--error">
            {storedCode}: {refusal}
          </p>
          <RemovePromoCodeForm code={storedCode} />
        </div>
      )}
    </div>
  );
}

/** Takes the applied code off the cart. */
export function RemovePromoCodeForm({ code }: { code: string }) {
  const fetcher = useFetcher({ key: PROMO_FETCHER_KEY });
  return (
    <fetcher.Form method="post" action="/resources/promo-code" className="promo-code__remove">
      <ReturnHereFields name={PROMO_FIELDS.redirectTo} />
      <IntentButton name={PROMO_FIELDS.intent} value={PROMO_INTENTS.remove} className="link-button" disabled={fetcher.state !== 'idle'}>
        Remove<span className="visually-hidden"> promo code {code}</span>
      </IntentButton>
    </fetcher.Form>
  );
}
