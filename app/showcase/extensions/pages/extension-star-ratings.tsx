import { ExamplePage } from '../../../components/example/example-page';
import CustomSymbols from '../examples/extension-star-ratings/custom-symbols';
import HalfStars from '../examples/extension-star-ratings/half-stars';
import ReadOnly from '../examples/extension-star-ratings/read-only';
import Sizes from '../examples/extension-star-ratings/sizes';

const sources = import.meta.glob('../examples/extension-star-ratings/*.tsx', {
  query: '?raw',
  import: 'default',
});

/**
 * /extensions/star-ratings (a demonstration page, docs/decisions/0064): read-only scores, half
 * stars, custom symbols, sizes.
 */
export default function StarRatingsScreen() {
  return (
    <ExamplePage
      page="extension-star-ratings"
      sources={sources}
      examples={[
        { id: 'read-only', Example: ReadOnly },
        { id: 'half-stars', Example: HalfStars },
        { id: 'custom-symbols', Example: CustomSymbols },
        { id: 'sizes', Example: Sizes },
      ]}
    />
  );
}
