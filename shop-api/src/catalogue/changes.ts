import { createChangeFeed, type ChangeFeed } from '../change-feed';

/**
 * Told when the API has just changed what catalogue readers see: a paid order's stock, or a price
 * or stock set through the API (ADR 0125). Changes made beside the API (a back office writing to
 * the database) are not seen here: for those the storefront's cache time still holds.
 */
export type CatalogueChanges = ChangeFeed;

export const createCatalogueChanges = (): CatalogueChanges => createChangeFeed('catalogue');
