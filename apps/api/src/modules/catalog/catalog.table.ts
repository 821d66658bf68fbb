// The catalogue's table: the version of what shoppers see, which the answer cache keys on.
/** One row (id 1): bumped by the database on every write the public catalogue shows (migration 0010). */
export interface CatalogueVersionTable {
  id: number;
  version: number;
}
