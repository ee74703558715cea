import '@mantine/dropzone/styles.css';
import { ExamplePage } from '../../../components/example/example-page';
import Button from '../examples/component-upload/button';
import Documents from '../examples/component-upload/documents';
import Previews from '../examples/component-upload/previews';
import ReadOnly from '../examples/component-upload/read-only';

const sources = import.meta.glob('../examples/component-upload/*.tsx', {
  query: '?raw',
  import: 'default',
});

/**
 * /components/upload (a demonstration page, docs/decisions/0064): a drop zone for shipping
 * documents with a list of files, each with its progress to the server, cancel and retry; a plain
 * button; picture previews; a closed, read-only entry. The limits come from the API's contract
 * (api/modules/uploads/contract.ts), and the server keeps the files for the session only
 * (docs/decisions/0065).
 */
export default function UploadScreen() {
  return (
    <ExamplePage
      page="component-upload"
      sources={sources}
      examples={[
        { id: 'documents', Example: Documents },
        { id: 'button', Example: Button },
        { id: 'previews', Example: Previews },
        { id: 'read-only', Example: ReadOnly },
      ]}
    />
  );
}
