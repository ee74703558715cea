import type { DataListProduct } from '../../../../../api/modules/data-list/contract';
import { EXAMPLES, ExampleCard, type ExampleId } from './example-card';
import { ExpandableTable } from './expandable-table';
import { FilterTable } from './filter-table';
import { PaginationTable } from './pagination-table';
import { PlainTable } from './plain-table';
import { ORDER_STATUSES } from './product-labels';
import { SelectionTable } from './selection-table';
import { SortingTable } from './sorting-table';
import { useTranslation } from 'react-i18next';

/** The state colours example: up to two products of each status, in the list's order. */
function twoOfEachStatus(products: DataListProduct[]): DataListProduct[] {
  const taken = new Map(ORDER_STATUSES.map((status) => [status, 0]));
  return products.filter((p) => {
    const n = taken.get(p.order_status) ?? 0;
    taken.set(p.order_status, n + 1);
    return n < 2;
  });
}

function Example({ id, products }: { id: ExampleId; products: DataListProduct[] }) {
  const { t } = useTranslation('tables');
  switch (id) {
    case 'simple':
    case 'striped':
      return (
        <PlainTable
          variant={id}
          products={products.slice(0, id === 'simple' ? 5 : 8)}
          caption={t(`${id}.caption`)}
        />
      );
    case 'states':
      return (
        <PlainTable
          variant="states"
          products={twoOfEachStatus(products)}
          caption={t('states.caption')}
        />
      );
    case 'expandable':
      return <ExpandableTable products={products.slice(0, 5)} />;
    case 'filter':
      return <FilterTable products={products} />;
    case 'pagination':
      return <PaginationTable products={products} />;
    case 'selection':
      return <SelectionTable products={products} />;
    case 'sorting':
      return <SortingTable products={products} />;
  }
}

/** Every example, each a titled card, on the data list's products. */
export function TableExamples({ products }: { products: DataListProduct[] }) {
  return EXAMPLES.map((id) => (
    <ExampleCard key={id} id={id}>
      <Example id={id} products={products} />
    </ExampleCard>
  ));
}
