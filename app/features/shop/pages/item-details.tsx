// Replaced by the screen while issue 15 builds it (app/features/shop).
export default function Screen() {
  return <div data-testid="item-details-screen" />;
}
