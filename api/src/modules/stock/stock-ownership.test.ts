import { describeWrites, writesIn, writesOutside, type OwnedTable } from '../../../test/support/source-scan';

// Every change of a product's stock goes through this module's service: its row locked, checked by
// the rules, and written with its ledger row. A write of the stock columns or the ledger anywhere
// else would skip all three.

const STOCK_TABLES: OwnedTable[] = [
  {
    name: 'products',
    module: 'products',
    sqlName: 'products',
    columns: { keys: ['amount', 'reserved', 'stockValue', 'unitCost'], sqlNames: ['amount', 'reserved', 'stock_value', 'unit_cost'] },
  },
  { name: 'stockMovements', module: 'products', sqlName: 'stock_movements' },
];

const inStockModule = (file: string) => file.startsWith('modules/stock/');
// The demo seed writes months of back-dated ledger in two bulk inserts, which no service call can date.
const DEMO_LEDGER = 'seed/demo/products.ts';

test('no file outside the stock module writes a product’s stock or inserts into its ledger', () => {
  expect(describeWrites(writesOutside(STOCK_TABLES, (file) => inStockModule(file) || file === DEMO_LEDGER))).toEqual([]);
});

test('the scan finds the stock module’s own writes (it reads the real sources)', () => {
  const files = new Set(writesOutside(STOCK_TABLES, (file) => !inStockModule(file)).map((write) => write.file));
  expect(files).toEqual(new Set(['modules/stock/service.ts']));
});

describe('what the scan counts as a write of the stock', () => {
  const file = 'modules/requests/example.ts';
  const imports = "import { products, stockMovements as ledger } from '../products/tables';\n";
  const found = (source: string) => writesIn(file, imports + source, STOCK_TABLES).map((write) => `${write.table}:${write.line}`);

  test('reserved, amount, value or unit cost set on a product, by whatever name the table is imported', () => {
    expect(found('await tx\n  .update(products)\n  .set({ reserved: amountSum(p.reserved, a), updatedAt: new Date() })')).toEqual(['products:3']);
    expect(found('await tx.update(products).set({ updatedAt, amount })')).toEqual(['products:2']);
    expect(found("await tx.insert(products).values({ name, stockValue: '0' })")).toEqual(['products:2']);
    expect(found('await tx.insert(ledger).values(row)')).toEqual(['stock_movements:2']);
  });

  test('raw SQL that updates the stock or inserts into the ledger', () => {
    expect(found('await tx.execute(sql`update products set reserved = reserved + ${a} where id = ${id}`)')).toEqual(['products:2']);
    expect(found('await tx.execute(sql`INSERT INTO stock_movements (product_id) values (${id})`)')).toEqual(['stock_movements:2']);
  });

  test('other columns of a product, reads, and a product created without stock are not stock writes', () => {
    expect(found("await tx.update(products).set({ price: 5, image: 'x' }).where(eq(products.id, id))")).toEqual([]);
    expect(found('await tx.insert(products).values({ name: source.name, unitMeasure: source.unitMeasure }).returning({ id: products.id })')).toEqual(
      [],
    );
    expect(found('await tx.select({ reserved: products.reserved }).from(products).for("update")')).toEqual([]);
    expect(found('await tx.delete(ledger).where(eq(ledger.productId, id))')).toEqual([]);
  });

  test('a table of the same name from another module is not the products table', () => {
    expect(writesIn(file, "import { products } from '../catalog/tables';\nawait tx.update(products).set({ reserved: 1 })", STOCK_TABLES)).toEqual([]);
  });
});
