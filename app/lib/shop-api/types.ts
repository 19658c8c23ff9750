/**
 * The shop API's answers as the storefront reads them: the API's own REST contract
 * (shop-api/src/contract.ts), imported as types only. Nothing of the API reaches a bundle, so
 * the storefront still deploys against another server that keeps the contract (ADR 0112).
 * Loaders, libraries and components import API types from here, never from each other.
 */
import type { SignedInUser } from '../../../shop-api/src/contract';

export type {
  BackInStockCancelCheckData,
  BackInStockCancelData,
  BackInStockData,
  BillingAddressData,
  CartLine,
  CartSavings,
  CategoryOption,
  ContentPageList,
  DeliveryType,
  FaqItem,
  FilterMasterSection,
  HomePageData,
  HtmlSection,
  LoginRequest,
  MenuItem,
  MenuLink,
  OpeningHours,
  OrderAddress,
  OrderDetail,
  OrderDetailData,
  OrderHistoryPage,
  OrderStatusData,
  PaymentIntentData,
  PaymentStatus,
  PickupTime,
  PickupTimes,
  PlacedOrderData,
  PriceLinesData,
  PricedOrderSummary,
  PrivateClassBlock,
  PrivateClassData,
  ProductDetail,
  ProductDetailData,
  ProductListSection,
  ProductPage,
  ProductVariation,
  PromoBox,
  RangeOption,
  ShopperSummary,
  SliderItem,
  StoreAddress,
  StoreList,
  StoreLocation,
  StoreStock,
  TermOption,
  ThemeOptions,
  WishlistPromoCard,
  WishlistView,
} from '../../../shop-api/src/contract';

// Renamed where the storefront has a component or a view model of the same name.
export type {
  /** Not `ProductCard`: that is the component that draws one. */
  ProductCard as ProductCardData,
  /** Not `CategoryTile`: that is the component that draws one. */
  CategoryTile as CategoryTileData,
  /** Not `ContentPage`: that is the route. */
  ContentPage as ContentPageData,
  /** Not `CartView`: that is the storefront's cart of either store (cart-math.ts). */
  CartView as ServerCart,
} from '../../../shop-api/src/contract';

/** A sign-in answer; another server might leave the token out, so callers check for it. */
export type SignInPayload = Omit<SignedInUser, 'token'> & { token?: string };
