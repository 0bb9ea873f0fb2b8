/** The generic detail page of a record: /detail/<resource key>/<id>. */
export const DETAIL_ROUTE = '/detail/:resource/:id';

export function detailPath(resource: string, id: string): string {
  return `/detail/${encodeURIComponent(resource)}/${encodeURIComponent(id)}`;
}
