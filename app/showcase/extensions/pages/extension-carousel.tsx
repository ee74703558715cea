import '@mantine/carousel/styles.css';
import { ExamplePage } from '../../../components/example/example-page';
import Autoplay from '../examples/extension-carousel/autoplay';
import Responsive from '../examples/extension-carousel/responsive';
import Services from '../examples/extension-carousel/services';
import Vertical from '../examples/extension-carousel/vertical';

const sources = import.meta.glob('../examples/extension-carousel/*.tsx', {
  query: '?raw',
  import: 'default',
});

/**
 * /extensions/carousel (a demonstration page, docs/decisions/0064): the company's services with
 * indicators and previous/next buttons; autoplay that pauses on hover, on focus and with a button,
 * never by itself under reduced motion; several slides per view where there is room; a vertical
 * endless one.
 */
export default function CarouselScreen() {
  return (
    <ExamplePage
      page="extension-carousel"
      sources={sources}
      examples={[
        { id: 'services', Example: Services },
        { id: 'autoplay', Example: Autoplay },
        { id: 'responsive', Example: Responsive },
        { id: 'vertical', Example: Vertical },
      ]}
    />
  );
}
