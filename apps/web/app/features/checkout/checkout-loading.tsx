/** A checkout result page while its order loads in the browser: the heading, and what is happening (announced). */
export function CheckoutLoading({ title, text }: { title: string; text: string }) {
  return (
    <div className="checkout container" aria-busy="true">
      <h1 className="checkout__title">{title}</h1>
      <p className="checkout-muted" role="status">
        {text}
      </p>
    </div>
  );
}
