/** Badge text: large quantities are capped so the badge keeps its size. */
export function cartBadgeText(quantity: number): string {
  return quantity > 99 ? '99+' : String(quantity);
}

/** What a screen reader hears for the badge (the link itself stays named "Cart"). */
export function cartQuantityLabel(quantity: number): string {
  return `${quantity} ${quantity === 1 ? 'item' : 'items'} in cart`;
}
