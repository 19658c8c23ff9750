import { useRouteLoaderData } from '@remix-run/react';
import type { ShopLayoutData } from '~/lib/shopper/shop-layout-data';

/**
 * The honeypot fields remix-utils' `check` expects (same names and encrypted timestamp as its
 * <HoneypotInputs>), rendered here because that component writes `autocomplete="nope"`, which is
 * invalid HTML (Nu checker). Hidden from everyone; a bot that fills the name field is refused.
 */
export function HoneypotFields({ label }: { label: string }) {
  const layout = useRouteLoaderData<{ honeypot?: ShopLayoutData['honeypot'] }>('routes/shop-layout');
  const props = layout?.honeypot;
  const nameField = props?.nameFieldName ?? 'name__confirm';
  return (
    <div id={`${nameField}_wrap`} style={{ display: 'none' }} aria-hidden="true">
      <label htmlFor={nameField}>{label}</label>
      <input id={nameField} name={nameField} type="text" defaultValue="" autoComplete="off" tabIndex={-1} />
      {props?.validFromFieldName && props.encryptedValidFrom ? (
        <>
          <label htmlFor={props.validFromFieldName}>{label}</label>
          <input
            id={props.validFromFieldName}
            name={props.validFromFieldName}
            type="text"
            value={props.encryptedValidFrom}
            readOnly
            autoComplete="off"
            tabIndex={-1}
          />
        </>
      ) : null}
    </div>
  );
}
