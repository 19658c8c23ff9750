/** The age gate's title id: before hydration it tells that the server drew the gate (DialogHost). */
export const AGE_GATE_TITLE_ID = 'age-gate-title';
