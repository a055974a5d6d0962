/** A resource's list parameters that choose records: paging, order and columns left out (reports, datasets). */
export type ListFilters<P> = Omit<P, 'page' | 'per_page' | 'cursor' | 'columns' | 'order' | 'order_dir'>;
