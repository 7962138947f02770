/** What every page-builder section receives from the registry (registry.tsx). */
export interface SectionProps<D = any, R = any> {
  data: D;
  resolved: R;
  /** Position on the page: the first section's images load eagerly (LCP). */
  index: number;
}
