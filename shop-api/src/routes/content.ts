import type { RouteTable } from '../router';

// Placeholder: filled in by the shop API work (see shop-api/README.md for the contract).
export const contentRoutes: RouteTable = {};
