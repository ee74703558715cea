import '@mantine/dropzone/styles.css';
import { ImportScreen } from '../components/import/import-screen';

/**
 * /import-export/import (docs/product.md, the data list's import): a spreadsheet's rows checked
 * and added to the data list. The drop zone's styles are
 * imported here, so only this route loads them.
 */
export default function DataListImportScreen() {
  return <ImportScreen />;
}
