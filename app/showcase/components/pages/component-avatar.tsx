import { ExamplePage } from '../../../components/example/example-page';
import Group from '../examples/component-avatar/group';
import Icon from '../examples/component-avatar/icon';
import Image from '../examples/component-avatar/image';
import Initials from '../examples/component-avatar/initials';
import Sizes from '../examples/component-avatar/sizes';
import Status from '../examples/component-avatar/status';

const sources = import.meta.glob('../examples/component-avatar/*.tsx', {
  query: '?raw',
  import: 'default',
});

/**
 * /components/avatar (a demonstration page, docs/decisions/0064): pictures, initials, icons, sizes,
 * a group, a status badge.
 */
export default function AvatarScreen() {
  return (
    <ExamplePage
      page="component-avatar"
      sources={sources}
      examples={[
        { id: 'image', Example: Image },
        { id: 'initials', Example: Initials },
        { id: 'icon', Example: Icon },
        { id: 'sizes', Example: Sizes },
        { id: 'group', Example: Group },
        { id: 'status', Example: Status },
      ]}
    />
  );
}
