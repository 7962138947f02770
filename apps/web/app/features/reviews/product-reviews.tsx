import type { ProductReviews as ProductReviewsData, PublicReview } from '@vitrine/contracts/reviews';
import { Suspense, useEffect, useRef, useState } from 'react';
import { useLocation, useRevalidator } from 'react-router';
import { Button } from '../../components/ui/button';
import { onDemand, useOpenedOnce } from '../../components/ui/on-demand';
import { useToast } from '../../components/ui/toast';
import { openLoginDialog } from '../../lib/auth-events';
import { useRootData } from '../../lib/root-data';
import { ReviewItem } from './review-item';
import { ReviewSummary } from './review-summary';
import { reviewActions } from './reviews-browser-api';
import './reviews.css';

/** ?review=write: a guest who signed in from "Write a review" comes back with the form open. */
export const WRITE_REVIEW_PARAM = 'review';
const reviewForm = onDemand(() => import('./review-form').then((m) => m.ReviewForm));

interface ProductReviewsProps {
  productId: string;
  productSlug: string;
  /** The first page and the summary, rendered with the page (and cached with it). */
  initial: ProductReviewsData;
}

/**
 * spec §2/§3 product page reviews: the summary (overall stars, counts, a bar per star), the
 * newest 10 reviews with "Load more", and "Write a review": the form (loaded on demand) for a
 * signed-in customer, the login dialog for a guest, who comes back here with the form open.
 */
export function ProductReviews({ productId, productSlug, initial }: ProductReviewsProps) {
  const signedIn = Boolean(useRootData()?.initialValues.account?.id);
  const location = useLocation();
  const toast = useToast();
  const revalidator = useRevalidator();
  const [reviews, setReviews] = useState<PublicReview[]>(initial.reviews.data);
  const [page, setPage] = useState(initial.reviews.current_page);
  const [more, setMore] = useState(initial.load_more);
  const [loading, setLoading] = useState(false);
  const [writing, setWriting] = useState(false);
  const formOpened = useOpenedOnce(writing);
  // The first review a "Load more" brought: focus moves to it, so keyboard users read on from there.
  const [firstNewId, setFirstNewId] = useState<string | null>(null);
  const firstNew = useRef<HTMLElement>(null);
  const writeButton = useRef<HTMLButtonElement>(null);
  // Closing the form (cancel or saved) hands focus back to the button that opened it.
  const returnFocus = useRef(false);
  useEffect(() => {
    if (writing || !returnFocus.current) return;
    returnFocus.current = false;
    writeButton.current?.focus();
  }, [writing]);

  // A revalidation (after a review is written) brings a fresh first page.
  useEffect(() => {
    setReviews(initial.reviews.data);
    setPage(initial.reviews.current_page);
    setMore(initial.load_more);
    setFirstNewId(null);
  }, [initial]);

  useEffect(() => {
    if (firstNewId) firstNew.current?.focus();
  }, [firstNewId]);

  // Back from the login dialog: open the form once, and drop the marker from the address.
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    if (params.get(WRITE_REVIEW_PARAM) !== 'write') return;
    if (signedIn) setWriting(true);
    params.delete(WRITE_REVIEW_PARAM);
    const search = params.toString();
    window.history.replaceState(window.history.state, '', `${location.pathname}${search ? `?${search}` : ''}#reviews`);
  }, [location.search, location.pathname, signedIn]);

  const loadMore = async () => {
    if (loading) return;
    setLoading(true);
    const result = await reviewActions.getPage(productSlug, page + 1);
    setLoading(false);
    if (!result.ok) {
      toast.error(result.failure.message);
      return;
    }
    const known = new Set(reviews.map((r) => r.id));
    const fresh = result.data.reviews.data.filter((r) => !known.has(r.id));
    setFirstNewId(fresh[0]?.id ?? null);
    setReviews((list) => [...list, ...fresh]);
    setPage(result.data.reviews.current_page);
    setMore(result.data.load_more);
  };

  const startWriting = () => {
    if (signedIn) {
      setWriting(true);
      return;
    }
    const params = new URLSearchParams(location.search);
    params.set(WRITE_REVIEW_PARAM, 'write');
    openLoginDialog(`${location.pathname}?${params.toString()}`);
  };

  return (
    <section id="reviews" className="product-reviews" aria-labelledby="reviews-title">
      <h2 id="reviews-title" className="section-heading">
        Reviews
      </h2>
      {initial.rating_count > 0 ? <ReviewSummary summary={initial} /> : <p className="product-reviews__empty">No reviews yet — be the first</p>}
      {writing ? null : (
        <Button
          ref={writeButton}
          variant="outline"
          className="product-reviews__write"
          onClick={startWriting}
          onPointerEnter={reviewForm.preload}
          onFocus={reviewForm.preload}
        >
          Write a review
        </Button>
      )}
      {formOpened && writing ? (
        <Suspense fallback={<p className="product-reviews__form-loading">Loading the review form…</p>}>
          <reviewForm.Component
            productId={productId}
            onCancel={() => {
              returnFocus.current = true;
              setWriting(false);
            }}
            onSaved={(message) => {
              toast.success(message);
              returnFocus.current = true;
              setWriting(false);
              void revalidator.revalidate();
            }}
          />
        </Suspense>
      ) : null}
      {reviews.length > 0 ? (
        <ol className="product-reviews__list">
          {reviews.map((review) => (
            <li key={review.id}>
              <ReviewItem review={review} ref={review.id === firstNewId ? firstNew : undefined} />
            </li>
          ))}
        </ol>
      ) : null}
      {more ? (
        <Button variant="outline" className="product-reviews__more" onClick={loadMore} aria-disabled={loading || undefined} data-loading={loading || undefined}>
          {loading ? 'Loading…' : 'Load more'}
        </Button>
      ) : null}
    </section>
  );
}
