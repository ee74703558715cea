import { Box } from '@mantine/core';
import { ExamplePage } from '../../../components/example/example-page';
import Basic from '../examples/form-element-switch/basic';
import Group from '../examples/form-element-switch/group';
import LabelsAndIcons from '../examples/form-element-switch/labels-and-icons';
import Sizes from '../examples/form-element-switch/sizes';
import States from '../examples/form-element-switch/states';

const sources = import.meta.glob('../examples/form-element-switch/*.tsx', {
  query: '?raw',
  import: 'default',
});

/**
 * /forms/form-elements/switch (a demonstration page, docs/decisions/0064): a setting on or off,
 * sizes, labels, icons, a group.
 */
export default function SwitchScreen() {
  return (
    <Box>
      <ExamplePage
        page="form-element-switch"
        sources={sources}
        examples={[
          { id: 'basic', Example: Basic },
          { id: 'group', Example: Group },
          { id: 'labels-and-icons', Example: LabelsAndIcons },
          { id: 'sizes', Example: Sizes },
          { id: 'states', Example: States },
        ]}
      />
    </Box>
  );
}
