/** One step of a page's breadcrumb trail, built by its loader and drawn by components/catalogue/Breadcrumb. */
export interface Crumb {
  label: string;
  /** Omitted for the current page. */
  href?: string;
}
