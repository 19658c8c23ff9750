import { createChangeFeed, type ChangeFeed } from '../change-feed';

/**
 * What a catalogue write changed (migrations 010 and 018): 'stock' when it changed only how many
 * units of a size there are, and where (an order, a stock count); 'any' for anything else, which
 * may change what is listed, how it is filtered or its price.
 */
export type CatalogueChange = 'stock' | 'any';

/** The change a `catalogue_changed` notice names: its payload is 'stock' or empty. */
export const catalogueChangeOf = (payload: string | undefined): CatalogueChange => (payload === 'stock' ? 'stock' : 'any');

/**
 * Told when what catalogue readers see has just changed, by whatever writer: the database says so
 * (ADR 0152), and the API hands it on to the storefronts it feeds (ADR 0125).
 */
export type CatalogueChanges = ChangeFeed<CatalogueChange>;

export const createCatalogueChanges = (): CatalogueChanges => createChangeFeed('catalogue');
