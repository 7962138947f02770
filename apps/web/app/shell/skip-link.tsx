/**
 * First focusable element of every page: jumps past the header to the main content. <main> has
 * tabIndex -1, so the browser moves focus there with the fragment jump.
 */
export function SkipLink() {
  return (
    <a href="#main" className="skip-link">
      Skip to content
    </a>
  );
}
